import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HONEYPOT_FIELD, MAX_LENGTH } from '../../../shared/schemas/limits';
import { formSchemas } from '../../components/form/formSchemas';
import { FormAlert } from '../../components/form/FormAlert';
import { FormSuccess } from '../../components/form/FormSuccess';
import { Honeypot } from '../../components/form/Honeypot';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextAreaField } from '../../components/form/TextAreaField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { PageArt } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { useCreateMessageMutation } from './contactApi';
import { PersonFields } from '../../components/form/PersonFields';
import { ContactDetails } from './ContactDetails';

const initialValues = { lastName: '', firstName: '', email: '', phoneNumber: '', message: '', [HONEYPOT_FIELD]: '' };

function ContactForm() {
  const { t } = useTranslation('forms');
  const form = useSchemaForm({ schema: formSchemas.contact, initialValues });
  const [createMessage, { isLoading, isSuccess, reset }] = useCreateMessageMutation();

  if (isSuccess) {
    return (
      <FormSuccess
        title={t('contact.sentTitle')}
        againLabel={t('contact.again')}
        onAgain={() => {
          reset();
          form.reset();
          form.focus('lastName');
        }}
      >
        <p>{t('contact.sentText')}</p>
      </FormSuccess>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const payload = await form.check();
    if (!payload) return;
    await createMessage(payload).unwrap().catch(form.failWith);
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <PersonFields field={form.field} phoneRequired={false} />
      <TextAreaField {...form.field('message')} label={t('contact.message')} maxLength={MAX_LENGTH.text} />
      <Honeypot {...form.field(HONEYPOT_FIELD)} />
      <FormAlert {...form.alert} />
      <SubmitButton busy={isLoading}>{t('contact.submit')}</SubmitButton>
    </form>
  );
}

/** /{lang}/contact: the contact form (product spec: last name, first name, email, phone, message). */
export default function ContactPage() {
  const { t } = useTranslation(['pages', 'forms']);
  const title = t('pages:contact.title');
  return (
    <section className="form-page" aria-labelledby="page-title">
      <Seo title={title} />
      <header className="form-page__header page-intro">
        <div>
          <h1 id="page-title">{title}</h1>
          <p>{t('forms:contact.intro')}</p>
        </div>
        <PageArt src="/media/illustrations/contact.svg" />
      </header>
      <div className="form-page__columns">
        <ContactForm />
        <ContactDetails />
      </div>
    </section>
  );
}
