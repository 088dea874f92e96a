import { useTranslation } from 'react-i18next';
import type { User } from '../../../shared/api';
import { Avatar } from './Avatar';

/** Who is logged in: profile image (or initials), name, e-mail and phone. */
export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <section className="profile-card" aria-labelledby="profile-name">
      <Avatar
        src={user.profileImage}
        alt={t('profile.photoAlt', { name })}
        firstName={user.firstName}
        lastName={user.lastName}
        className="profile-card__avatar"
      />
      <div className="profile-card__details">
        <h2 id="profile-name" className="profile-card__name">
          {name}
        </h2>
        <dl className="profile-card__facts">
          <div>
            <dt>{t('profile.email')}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{t('profile.phoneNumber')}</dt>
            <dd>{user.phoneNumber ?? t('profile.noPhone')}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
