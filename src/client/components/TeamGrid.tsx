import { useTranslation } from 'react-i18next';
import { PORTRAIT_SIZE, TEAM } from '../../shared/team';
import './TeamGrid.css';

export interface TeamGridProps {
  /** The section's heading, and the line under it. */
  title: string;
  intro?: string;
  /** Id of the heading, unique on the page. */
  id: string;
}

/** The team: an illustrated portrait, a name and a role each. */
export function TeamGrid({ title, intro, id }: TeamGridProps) {
  const { t } = useTranslation('recruitment');
  return (
    <section className="team" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <p className="team__intro">{intro}</p>}
      <ul className="team__list plain-list">
        {TEAM.map((member) => (
          <li key={member.slug} className="team__member reveal">
            <img
              className="team__portrait"
              src={member.portrait}
              alt={t('team.portraitAlt', { name: member.name })}
              width={PORTRAIT_SIZE}
              height={PORTRAIT_SIZE}
              loading="lazy"
              decoding="async"
            />
            <span className="team__name">{member.name}</span>
            <span className="team__role">{t(`team.roles.${member.role}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
