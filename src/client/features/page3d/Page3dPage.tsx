import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { useCompany } from '../../lib/runtimeConfig';
import { Seo } from '../../components/Seo';
import { LiveScene } from './LiveScene';
import { StillLogo } from './StillLogo';
import { useSceneMode } from './useSceneMode';
import './page3d.css';

const KEYS = ['turn', 'tilt', 'home', 'pointer'] as const;

/** The logo's squares as cubes in 3D (three.js), or a still image without WebGL or with reduced motion. */
export default function Page3dPage() {
  const { t } = useTranslation('page3d');
  const { lang } = useParams();
  const { name } = useCompany();
  const { mode, unavailable } = useSceneMode();
  const [paused, setPaused] = useState(false);
  const title = t('pages:page3d.title');
  const live = mode === 'checking' || mode === 'live';
  const label = t('scene.label', { name });

  return (
    <section className="page page3d" aria-labelledby="page3d-title">
      <Seo title={title} />
      <h1 id="page3d-title">{title}</h1>
      <p className="page3d__lead">{t('lead')}</p>

      <figure className="page3d__figure">
        {live ? (
          <LiveScene
            active={mode === 'live'}
            paused={paused}
            label={label}
            roleDescription={t('scene.roleDescription')}
            describedBy="page3d-description page3d-keys"
            onUnavailable={unavailable}
          />
        ) : (
          <StillLogo label={label} describedBy="page3d-description" />
        )}
        <figcaption id="page3d-description">{t('scene.description')}</figcaption>
      </figure>

      {live ? (
        <section className="page3d__controls" aria-labelledby="page3d-controls-title">
          <h2 id="page3d-controls-title">{t('controls.title')}</h2>
          <p>{t('controls.intro')}</p>
          <ul id="page3d-keys">
            {KEYS.map((key) => (
              <li key={key}>{t(`controls.keys.${key}`)}</li>
            ))}
          </ul>
          <button type="button" className="button button--ghost" onClick={() => setPaused((value) => !value)}>
            {paused ? t('controls.resume') : t('controls.pause')}
          </button>
        </section>
      ) : (
        <p className="page3d__note">{t(`still.${mode}`)}</p>
      )}

      <section aria-labelledby="page3d-making-title">
        <h2 id="page3d-making-title">{t('making.title')}</h2>
        <p>{t('making.text')}</p>
        <p>{t('making.care')}</p>
        <Link className="button" to={pathTo('contact', {}, lang)}>
          {t('making.cta')}
        </Link>
      </section>
    </section>
  );
}
