import { useCompany } from '../app/runtimeConfig';

/** The document title: the page's name then the agency's (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  const { name } = useCompany();
  return <title>{title ? `${title} | ${name}` : name}</title>;
}
