// Stylesheets imported by components (`import './x.css'`) are nothing in the client tests.
export {};
