import { act, screen, within } from '@testing-library/react';
import type { FormEvent } from 'react';
import type { ApiError } from '../../../../src/client/api/baseQuery';
import { CheckboxGroup } from '../../../../src/client/components/form/CheckboxGroup';
import { FormAlert } from '../../../../src/client/components/form/FormAlert';
import { FormSuccess } from '../../../../src/client/components/form/FormSuccess';
import { Honeypot } from '../../../../src/client/components/form/Honeypot';
import { SubmitButton } from '../../../../src/client/components/form/SubmitButton';
import { TextAreaField } from '../../../../src/client/components/form/TextAreaField';
import { TextField } from '../../../../src/client/components/form/TextField';
import { useSchemaForm } from '../../../../src/client/components/form/useSchemaForm';
import { accountFormSchemas } from '../../../../src/client/features/account/accountFormSchemas';
import { HydrationWatchProvider, watchHydration } from '../../../../src/client/lib/hydration';
import { renderWithProviders } from '../../support/render';

/**
 * A signup-like form built only from the building blocks, as the account screens are: the last
 * name shown before the first name, although the spec checks the first name first. Its labels
 * are the test's own; the messages are the app's translations.
 */
const initialValues = {
  lastName: '',
  firstName: '',
  email: '',
  phoneNumber: '',
  password: '',
  repeatPassword: '',
  topics: [] as string[],
  website: '',
};

interface DemoProps {
  send: (payload: unknown) => Promise<unknown>;
  busy?: boolean;
}

function DemoForm({ send, busy = false }: DemoProps) {
  const form = useSchemaForm({
    schema: accountFormSchemas.signup,
    initialValues,
    extraFields: ['avatar'],
    codeFields: { fileTooLarge: 'avatar' },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = await form.check();
    if (payload) await send(payload).catch(form.failWith);
  };
  return (
    <form noValidate onSubmit={submit}>
      <TextField {...form.field('lastName')} label="Last name" />
      <TextField {...form.field('firstName')} label="First name" />
      <TextField {...form.field('email')} type="email" label="Email" hint="We reply here" />
      <TextField {...form.field('phoneNumber')} type="tel" label="Phone" required={false} />
      <TextField {...form.field('password')} type="password" label="Password" />
      <TextField {...form.field('repeatPassword')} type="password" label="Repeat password" />
      <CheckboxGroup
        {...form.field('topics')}
        legend="Topics"
        options={[
          { value: 'web', label: 'Web' },
          { value: 'mobile', label: 'Mobile' },
          { value: 'design', label: 'Design' },
        ]}
      />
      <label htmlFor={form.idOf('avatar')}>Avatar</label>
      <input id={form.idOf('avatar')} type="file" aria-describedby={form.errorOf('avatar') ? `${form.idOf('avatar')}-error` : undefined} />
      <p id={`${form.idOf('avatar')}-error`}>{form.errorOf('avatar')}</p>
      <Honeypot {...form.field('website')} />
      <FormAlert {...form.alert} />
      <SubmitButton busy={busy}>Create the account</SubmitButton>
    </form>
  );
}

function renderDemo(props: Partial<DemoProps> = {}) {
  const send = jest.fn<Promise<unknown>, [unknown]>(props.send ?? (() => Promise.resolve()));
  const view = renderWithProviders(<DemoForm {...props} send={send} />);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Create the account' }));
  return { ...view, send, submit };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });

async function fillValid(user: ReturnType<typeof renderDemo>['user']) {
  await user.type(field('Last name'), 'Lovelace');
  await user.type(field('First name'), '  Ada ');
  await user.type(field('Email'), 'ada@example.com');
  await user.type(field('Phone (facultatif)'), '06 12 34 56 78');
  await user.type(field('Password'), 'correct horse');
  await user.type(field('Repeat password'), 'correct horse');
}

const apiError = (error: Partial<ApiError>): ApiError => ({ status: 400, code: 'badRequest', message: 'Refusé', ...error });

describe('the form building blocks', () => {
  test('an empty form shows every field in error with its message at once; the first on screen gets the focus', async () => {
    const { submit, send } = renderDemo();
    await submit();

    const expected: [string, string][] = [
      ['Last name', 'Veuillez saisir le nom'],
      ['First name', 'Veuillez saisir le prénom'],
      ['Email', 'We reply here Veuillez saisir votre e-mail'],
      ['Password', 'Veuillez saisir un mot de passe'],
    ];
    for (const [label, description] of expected) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(description);
    }
    // Shown in the order of the screen, whatever the order of checks.
    expect(screen.getAllByText(/^Veuillez/).map((message) => message.textContent)).toEqual([
      'Veuillez saisir le nom',
      'Veuillez saisir le prénom',
      'Veuillez saisir votre e-mail',
      'Veuillez saisir un mot de passe',
    ]);
    expect(field('Last name')).toHaveFocus();
    // Valid as they are: an optional phone left empty, a repeat equal to the empty password.
    expect(field('Phone (facultatif)')).not.toHaveAttribute('aria-invalid');
    expect(field('Repeat password')).not.toHaveAttribute('aria-invalid');
    // The messages sit in live regions, and the alert sums up with the spec's words.
    expect(screen.getByText('Veuillez saisir le prénom')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('Les champs obligatoires ne peuvent pas être vides.');
    expect(send).not.toHaveBeenCalled();
  });

  test('each field shows its own first failing rule; the summary speaks of emptiness only while the first rule is one', async () => {
    const { user, submit, send } = renderDemo();
    await user.type(field('First name'), 'Ada');
    await user.type(field('Email'), 'ada');
    await user.type(field('Password'), 'short');
    await user.type(field('Phone (facultatif)'), 'abc');
    await user.type(field('Repeat password'), 'something else');
    await submit();

    expect(field('Last name')).toHaveAccessibleDescription('Veuillez saisir le nom');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveAccessibleDescription(expect.stringContaining('Veuillez saisir une adresse e-mail valide'));
    expect(field('Password')).toHaveAccessibleDescription(expect.stringContaining('Le mot de passe doit contenir de 8 à 128 caractères'));
    expect(field('Phone (facultatif)')).toHaveAccessibleDescription(expect.stringContaining('Veuillez saisir un numéro de téléphone valide'));
    expect(field('Repeat password')).toHaveAccessibleDescription('Les mots de passe ne sont pas identiques');
    expect(field('Last name')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Les champs obligatoires ne peuvent pas être vides.');

    // Once the empty field is filled, the first failing rule is a malformed address: no summary.
    await user.type(field('Last name'), 'Lovelace');
    await submit();
    expect(field('Email')).toHaveFocus();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getAllByText(/^Veuillez|^Le mot|^Les mots/)).toHaveLength(4);

    await user.type(field('Email'), '@example.com');
    await user.type(field('Password'), ' but now long');
    await user.clear(field('Phone (facultatif)'));
    await user.clear(field('Repeat password'));
    await user.type(field('Repeat password'), 'short but now long');
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/^Veuillez|^Le mot|^Les mots/)).not.toBeInTheDocument();
  });

  test('a field’s message follows what is typed, and goes once the field is right; the others stay', async () => {
    const { user, submit } = renderDemo();
    await submit();
    expect(field('Email')).toHaveAccessibleDescription('We reply here Veuillez saisir votre e-mail');

    await user.type(field('Email'), 'ada');
    expect(field('Email')).toHaveAccessibleDescription(expect.stringContaining('Veuillez saisir une adresse e-mail valide'));
    await user.type(field('Email'), '@example.com');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveAccessibleDescription('We reply here');
    expect(field('Last name')).toHaveAccessibleDescription('Veuillez saisir le nom');

    // The summary goes with the last empty field.
    await user.type(field('Last name'), 'Lovelace');
    await user.type(field('First name'), 'Ada');
    expect(screen.getByRole('alert')).toHaveTextContent('Les champs obligatoires ne peuvent pas être vides.');
    await user.type(field('Password'), 'correct horse');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  test('the valid payload is the schema’s output (trimmed, phone normalised)', async () => {
    const { user, submit, send } = renderDemo();
    await fillValid(user);
    await submit();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phoneNumber: '0612345678' }),
    );
  });

  test('a server refusal naming fields of the form shows each beside its field, the first on screen focused', async () => {
    const { user, submit } = renderDemo({
      send: () =>
        Promise.reject(apiError({ code: 'emptyFirstName', fields: { firstName: 'emptyFirstName', lastName: 'emptyLastName', email: 'notValidEmail' } })),
    });
    await fillValid(user);
    await submit();
    expect(field('Last name')).toHaveFocus();
    expect(field('Last name')).toHaveAccessibleDescription('Veuillez saisir le nom');
    expect(field('First name')).toHaveAccessibleDescription('Veuillez saisir le prénom');
    expect(field('Email')).toHaveAccessibleDescription(expect.stringContaining('Veuillez saisir une adresse e-mail valide'));
    expect(screen.getByRole('alert')).toHaveTextContent('Les champs obligatoires ne peuvent pas être vides.');
  });

  test('a server refusal naming a field of the form is shown beside it, focused', async () => {
    const { user, submit } = renderDemo({
      send: () => Promise.reject(apiError({ status: 409, code: 'emailTaken', fields: { email: 'emailTaken' } })),
    });
    await fillValid(user);
    await submit();
    expect(field('Email')).toHaveFocus();
    expect(field('Email')).toHaveAccessibleDescription('We reply here Un compte existe déjà avec cet e-mail');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  test('a refusal tied to no field of the form is the form’s alert, which takes the focus', async () => {
    const { user, submit } = renderDemo({
      send: () => Promise.reject(apiError({ status: 429, code: 'tooManyRequests' })),
    });
    await fillValid(user);
    await submit();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Trop de tentatives. Veuillez patienter un instant avant de réessayer');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  test('a code the form ties to a field goes beside it even when the server names none', async () => {
    const { user, submit } = renderDemo({ send: () => Promise.reject(apiError({ status: 413, code: 'fileTooLarge' })) });
    await fillValid(user);
    await submit();
    expect(screen.getByLabelText('Avatar')).toHaveFocus();
    expect(screen.getByLabelText('Avatar')).toHaveAccessibleDescription('Le fichier est trop volumineux');
  });

  test('anything that is not an API error is shown as an internal error', async () => {
    const { user, submit } = renderDemo({ send: () => Promise.reject(new Error('boom')) });
    await fillValid(user);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue de notre côté');
  });

  test('the checkbox group is a named group whose boxes are ticked by label', async () => {
    const { user } = renderDemo();
    const group = screen.getByRole('group', { name: 'Topics' });
    await user.click(within(group).getByRole('checkbox', { name: 'Design' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Web' }));
    expect(within(group).getByRole('checkbox', { name: 'Web' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Mobile' })).not.toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Web' }));
    expect(within(group).getByRole('checkbox', { name: 'Web' })).not.toBeChecked();
  });

  test('optional fields say so in their label; required ones are announced as required', () => {
    renderDemo();
    expect(screen.getByRole('textbox', { name: 'Phone (facultatif)' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired();
  });

  test('the honeypot is labelled but hidden from people: out of the tab order and of the accessibility tree', async () => {
    const { user } = renderDemo();
    const honeypot = screen.getByLabelText('Laissez ce champ vide');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(screen.queryByRole('textbox', { name: 'Laissez ce champ vide' })).not.toBeInTheDocument();

    field('Repeat password').focus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Web' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByLabelText('Avatar')).toHaveFocus();
    await user.tab();
    expect(honeypot).not.toHaveFocus();
  });

  test('the submit button is disabled and says the form is being sent while busy', () => {
    renderDemo({ busy: true });
    const button = screen.getByRole('button', { name: 'Envoi en cours…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

describe('FormSuccess', () => {
  test('takes the focus on its heading and offers to start again', async () => {
    const onAgain = jest.fn();
    const { user } = renderWithProviders(
      <FormSuccess title="Sent" againLabel="Again" onAgain={onAgain}>
        <p>Thanks</p>
      </FormSuccess>,
    );
    expect(screen.getByRole('heading', { name: 'Sent' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Again' }));
    expect(onAgain).toHaveBeenCalledTimes(1);
  });
});

describe('TextAreaField', () => {
  test('is labelled, with its hint and error tied to it', async () => {
    function Demo() {
      const form = useSchemaForm({
        schema: accountFormSchemas.signup,
        initialValues: { firstName: '' },
      });
      return (
        <>
          <TextAreaField {...form.field('firstName')} label="About you" hint="A few lines" />
          <button type="button" onClick={() => void form.check()}>
            Check
          </button>
        </>
      );
    }
    const { user } = renderWithProviders(<Demo />);
    const area = screen.getByRole('textbox', { name: 'About you' });
    expect(area).toHaveAccessibleDescription('A few lines');
    await act(() => user.click(screen.getByRole('button', { name: 'Check' })));
    expect(area).toHaveAccessibleDescription('A few lines Veuillez saisir le prénom');
    expect(area).toHaveFocus();
  });
});

describe("the form's validation code", () => {
  function SchemaOnly({ schema }: { schema: typeof accountFormSchemas.signup }) {
    useSchemaForm({ schema, initialValues });
    return null;
  }

  it('is fetched once the page is hydrated, not while hydration still needs the line', async () => {
    const schema = jest.fn(accountFormSchemas.signup);
    const watch = watchHydration(() => undefined);
    const stillHydrating = {};
    watch.opened(stillHydrating);
    renderWithProviders(
      <HydrationWatchProvider watch={watch}>
        <SchemaOnly schema={schema} />
      </HydrationWatchProvider>,
    );
    await act(() => Promise.resolve());
    expect(schema).not.toHaveBeenCalled();

    await act(async () => {
      watch.closed(stillHydrating);
      await watch.shown;
    });
    expect(schema).toHaveBeenCalledTimes(1);
  });
});
