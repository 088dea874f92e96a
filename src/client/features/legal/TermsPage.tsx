import { LegalDocument, LegalSection } from './LegalText';

const SECTIONS = ['access', 'accounts', 'use', 'ip', 'liability', 'data', 'disputes', 'law', 'changes'] as const;

/** The terms of use: use of the site, accounts, intellectual property, liability, disputes, French law. */
export default function TermsPage() {
  return (
    <LegalDocument name="terms">
      {SECTIONS.map((section) => (
        <LegalSection key={section} base={`terms.${section}`} />
      ))}
    </LegalDocument>
  );
}
