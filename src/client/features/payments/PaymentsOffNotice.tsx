import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { useLocalized } from '../../components/useLocalized';
import './payments.css';

/** Said instead of a payment form that could not work (no Stripe keys on this deployment). */
export function PaymentsOffNotice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('payments');
  const { lang } = useLocalized();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="payments-off">
      <Heading className="payments-off__title">{t('off.title')}</Heading>
      <p>{t('off.text')}</p>
      <p>
        <Link to={pathTo('contact', {}, lang)}>{t('off.contact')}</Link>
      </p>
    </div>
  );
}
