import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Job } from '../../../shared/api';
import { HONEYPOT_FIELD, MAX_LENGTH } from '../../../shared/schemas/limits';
import { formSchemas } from '../../components/form/formSchemas';
import { currentLanguage } from '../../lib/i18n';
import { FileDropZone } from '../../components/form/FileDropZone';
import { FormAlert } from '../../components/form/FormAlert';
import { Honeypot } from '../../components/form/Honeypot';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextAreaField } from '../../components/form/TextAreaField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { Seo } from '../../components/Seo';
import { usePreloadOnceHydrated, Suspense } from '../../lib/hydration';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import type { UploadProgress } from '../../api/upload';
import { loadUpload, useCreateCandidacyMutation } from './candidacyApi';
import { useGetUniqueJobQuery } from './jobsApi';
import { PersonFields } from '../../components/form/PersonFields';
import { RecruitmentProcess } from './RecruitmentProcess';
import type { CandidacySentProps, UploadPanelProps } from './UploadPanel';
import './candidacy.css';

const initialValues = { lastName: '', firstName: '', email: '', phoneNumber: '', presentation: '', [HONEYPOT_FIELD]: '' };
const CV_FIELDS = ['cv'] as const;
// A refused file may come back without `fields` (413, 415): it is still the CV's.
const CV_CODES = { emptyCV: 'cv', fileTooLarge: 'cv', unsupportedFileType: 'cv' } as const;

// Shown only while a CV goes up and once it is sent: fetched with the upload code once the page is hydrated.
const UploadPanel = lazyWithRetry<UploadPanelProps>(() => import('./UploadPanel').then(({ UploadPanel: Panel }) => ({ default: Panel })));
const CandidacySent = lazyWithRetry<CandidacySentProps>(() => import('./UploadPanel').then(({ CandidacySent: Sent }) => ({ default: Sent })));
// The CV's rules, needed once a file is chosen: fetched with the upload code.
const loadCvRules = () => import('./cvFile');
const cvProblem = (file: File | null) => loadCvRules().then((rules) => rules.cvProblem(file));
const preloadUpload = () => Promise.all([UploadPanel.preload(), loadUpload(), loadCvRules()]);

interface RunningUpload {
  abort: () => void;
  cancelled: boolean;
}

function CandidacyForm({ job }: { job?: Job }) {
  const { t } = useTranslation('forms');
  const form = useSchemaForm({ schema: formSchemas.candidacy, initialValues, extraFields: CV_FIELDS, codeFields: CV_CODES });
  const [cv, setCv] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress>({ loaded: 0, total: 0 });
  const [cancelled, setCancelled] = useState(false);
  const upload = useRef<RunningUpload | null>(null);
  const [createCandidacy, { isLoading, isSuccess, reset }] = useCreateCandidacyMutation();
  usePreloadOnceHydrated(preloadUpload);

  // Leaving the page stops an upload nobody is waiting for.
  useEffect(
    () => () => {
      const running = upload.current;
      if (running) {
        running.cancelled = true;
        running.abort();
      }
    },
    [],
  );

  const chooseCv = async (file: File) => {
    setCv(file);
    setCancelled(false);
    form.clearError('cv');
    // Without its rules (a failed download), the file is checked again when the form is sent.
    const problem = await cvProblem(file).catch(() => null);
    if (problem) form.fail('cv', problem);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (upload.current) return;
    setCancelled(false);
    // Taken at once: a second press while the file is being read must not send twice.
    const running: RunningUpload = { abort: () => undefined, cancelled: false };
    upload.current = running;
    try {
      // The CV is checked with the other fields, so that everything wrong shows at once.
      const payload = await form.check(job ? { job: job.slug } : {}, { cv: await cvProblem(cv) });
      if (!payload || !cv || running.cancelled) return;
      setProgress({ loaded: 0, total: cv.size });
      const request = createCandidacy({ ...payload, cv, onUploadProgress: setProgress });
      running.abort = () => request.abort();
      await request.unwrap();
    } catch (error) {
      if (running.cancelled) {
        reset();
        setCancelled(true);
        form.focus('notice');
      } else {
        form.failWith(error);
      }
    } finally {
      upload.current = null;
    }
  };

  const cancel = () => {
    const running = upload.current;
    if (!running) return;
    running.cancelled = true;
    running.abort();
  };

  if (isSuccess) {
    return (
      <Suspense fallback={<p role="status">{t('common:loading')}</p>}>
        <CandidacySent
          onAgain={() => {
            reset();
            form.reset();
            setCv(null);
            form.focus('lastName');
          }}
        />
      </Suspense>
    );
  }

  if (isLoading) {
    return (
      <Suspense fallback={<p role="status">{t('common:loading')}</p>}>
        <UploadPanel progress={progress} onCancel={cancel} />
      </Suspense>
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <PersonFields field={form.field} phoneRequired />
      <TextAreaField
        {...form.field('presentation')}
        label={t('candidacy.presentation')}
        hint={t('candidacy.presentationHint')}
        maxLength={MAX_LENGTH.text}
      />
      <FileDropZone
        id={form.idOf('cv')}
        name="cv"
        label={t('candidacy.cv.label')}
        hint={t('candidacy.cv.hint')}
        accept="application/pdf,.pdf"
        required
        file={cv}
        noFile={t('candidacy.cv.noFile')}
        selected={(name, size) => t('candidacy.cv.selected', { name, size })}
        onFile={(file) => void chooseCv(file)}
        error={form.errorOf('cv')}
      />
      <Honeypot {...form.field(HONEYPOT_FIELD)} />
      <p id={form.idOf('notice')} className="form-notice" role="status" tabIndex={-1}>
        {cancelled ? t('candidacy.cancelled') : ''}
      </p>
      <FormAlert {...form.alert} />
      <SubmitButton busy={isLoading}>{t('candidacy.submit')}</SubmitButton>
    </form>
  );
}

/** Names the offer applied to (?job=<slug>), or says it is gone; the candidacy then goes without it. */
function JobLine({ slug, job, failed }: { slug?: string; job?: Job; failed: boolean }) {
  const { t, i18n } = useTranslation('forms');
  if (!slug) return null;
  if (job) return <p className="candidacy-job">{t('candidacy.job', { title: job.title[currentLanguage(i18n)] })}</p>;
  if (failed) return <p className="candidacy-job">{t('candidacy.jobUnavailable')}</p>;
  return null;
}

/** /{lang}/candidature[?job=<slug>]: the candidacy form, with a CV uploaded with progress. */
export default function CandidacyPage() {
  const { t } = useTranslation(['pages', 'forms', 'recruitment']);
  const [params] = useSearchParams();
  const slug = params.get('job')?.trim() || undefined;
  const { data: job, isError } = useGetUniqueJobQuery(slug ?? skipToken);
  const title = t('pages:candidacy.title');
  return (
    <section className="form-page" aria-labelledby="page-title">
      <Seo title={title} />
      <header className="form-page__header">
        <h1 id="page-title">{title}</h1>
        <p>{t('forms:candidacy.intro')}</p>
        <JobLine slug={slug} job={job} failed={isError} />
      </header>
      <div className="form-page__columns">
        <CandidacyForm job={job} />
        <aside className="form-aside" aria-labelledby="recruitment-process">
          <RecruitmentProcess />
          <p className="form-aside__note">{t('recruitment:candidacyAside.privacy')}</p>
        </aside>
      </div>
    </section>
  );
}
