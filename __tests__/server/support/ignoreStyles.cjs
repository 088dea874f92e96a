// The client's components import their stylesheets, which webpack extracts; a server started from
// the sources (tsx) would read them as JavaScript and fail to render pages. They give no exports.
require.extensions['.css'] = (module) => {
  module.exports = {};
};
