import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HONEYPOT_FIELD, MAX_LENGTH, STARTER_PACK_OPTIONS } from '../../../shared/schemas/limits';
import { formSchemas } from '../../components/form/formSchemas';
import { CheckboxGroup } from '../../components/form/CheckboxGroup';
import { FormAlert } from '../../components/form/FormAlert';
import { FormSuccess } from '../../components/form/FormSuccess';
import { Honeypot } from '../../components/form/Honeypot';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextAreaField } from '../../components/form/TextAreaField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { useCreateMessageMutation } from './contactApi';
import { PersonFields } from '../../components/form/PersonFields';

const initialValues = {
  lastName: '',
  firstName: '',
  email: '',
  phoneNumber: '',
  options: [] as string[],
  message: '',
  [HONEYPOT_FIELD]: '',
};

// The schema reports a missing choice as badRequest (the server's word); people get a clearer one.
const messages = { options: { badRequest: 'forms:starterPack.noOption' } };

/**
 * The starter pack request: the visitor's details, the options wanted and a description of the
 * project, sent as a message of kind `starterPack`. Self-contained: the starter pack form page
 * (formulaire-starter-pack-form) renders it under its own title.
 */
export function StarterPackForm() {
  const { t } = useTranslation('forms');
  const form = useSchemaForm({ schema: formSchemas.starterPack, initialValues, messages });
  const [createMessage, { isLoading, isSuccess, reset }] = useCreateMessageMutation();

  if (isSuccess) {
    return (
      <FormSuccess
        title={t('starterPack.sentTitle')}
        againLabel={t('starterPack.again')}
        onAgain={() => {
          reset();
          form.reset();
          form.focus('lastName');
        }}
      >
        <p>{t('starterPack.sentText')}</p>
      </FormSuccess>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const payload = await form.check({ kind: 'starterPack' });
    if (!payload) return;
    await createMessage(payload).unwrap().catch(form.failWith);
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      <PersonFields field={form.field} phoneRequired={false} />
      <CheckboxGroup
        {...form.field('options')}
        legend={t('starterPack.optionsLegend')}
        hint={t('starterPack.optionsHint')}
        options={STARTER_PACK_OPTIONS.map((value) => ({ value, label: t(`starterPack.options.${value}`) }))}
      />
      <TextAreaField
        {...form.field('message')}
        label={t('starterPack.message')}
        hint={t('starterPack.messageHint')}
        maxLength={MAX_LENGTH.text}
      />
      <Honeypot {...form.field(HONEYPOT_FIELD)} />
      <FormAlert {...form.alert} />
      <SubmitButton busy={isLoading}>{t('starterPack.submit')}</SubmitButton>
    </form>
  );
}
