import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { pathTo } from '../../../shared/routes';
import { Breadcrumb } from './Breadcrumb';
import { EditorialPage } from './EditorialPage';
import { CallToAction, Section, TextList, textList } from './EditorialParts';
import { PACKAGE_OFFERS } from './packages';

/**
 * The packages (forfait) with their starting prices, a sub-page of the services. Prices go through
 * i18next's currency format, which is Intl.NumberFormat in the interface language.
 */
export default function PackagesPage() {
  const { t } = useTranslation('services');
  const { lang } = useParams();
  return (
    <EditorialPage name="packages" lead={t('packages.lead')} before={<Breadcrumb parent="services" current="packages" />}>
      <Section title={t('packages.offersTitle')}>
        <ul className="offers">
          {PACKAGE_OFFERS.map(({ id, fromEuros, monthly }) => {
            const name = t(`packages.offers.${id}.name`);
            return (
              <li key={id} className="offer">
                <article aria-labelledby={`offer-${id}`}>
                  <h3 id={`offer-${id}`}>{name}</h3>
                  <p className="offer__price">{t(monthly ? 'priceFromMonthly' : 'priceFrom', { price: fromEuros })}</p>
                  <p>{t(`packages.offers.${id}.text`)}</p>
                  <ul className="offer__features" aria-label={t('packages.featuresLabel', { name })}>
                    {textList(t, `packages.offers.${id}.features`).map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                  <p className="offer__timeline">{t(`packages.offers.${id}.timeline`)}</p>
                </article>
              </li>
            );
          })}
        </ul>
        <p className="editorial__note">{t('packages.priceNote')}</p>
      </Section>

      <Section title={t('packages.included.title')}>
        <TextList textKey="packages.included.items" />
      </Section>

      <Section title={t('packages.starter.title')}>
        <p>{t('packages.starter.text')}</p>
        <p>
          <Link to={pathTo('starterPack', {}, lang)}>{t('packages.starter.link')}</Link>
        </p>
      </Section>

      <CallToAction text={t('packages.cta.text')} link={t('packages.cta.link')} to={pathTo('contact', {}, lang)} />
    </EditorialPage>
  );
}
