import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeCodes, type LocaleCode } from '@platform/core';
import { Button } from '../../../components/ui/button.js';
import { Field } from '../../../components/ui/field.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { Loading } from '../../../components/ui/query-state.js';
import {
  previewMarkdown,
  useContentEntries,
  useContentEntry,
  useSaveContentEntry,
  type EntryKey,
} from '../api/content-editor.js';
import '../public.css';

const localeNames: Record<LocaleCode, string> = {
  en: 'English',
  es: 'Español',
  cz: 'Čeština',
  de: 'Deutsch',
  fi: 'Suomi',
  it: 'Italiano',
  no: 'Norsk',
};

/** The form of one entry in one locale: title, description, Markdown, the server's preview, save. */
function EntryForm({ entryKey }: { entryKey: EntryKey }) {
  const { t } = useTranslation('public');
  const entry = useContentEntry(entryKey);
  const save = useSaveContentEntry();
  const [draft, setDraft] = useState({ title: '', description: '', markdown: '' });
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (entry.data !== undefined) {
      setDraft({ title: entry.data.title, description: entry.data.description, markdown: entry.data.markdown });
      setPreview(null);
    }
  }, [entry.data]);
  if (entry.isPending) return <Loading />;
  if (entry.isError) return <p role="alert">{t('editor.notOperator')}</p>;
  return (
    <form
      className="content-editor__form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ key: entryKey, body: draft });
      }}
    >
      {entry.data.is_default && <p className="notice">{t('editor.defaultText')}</p>}
      <Field label={t('editor.entryTitle')}>
        <input
          className="input"
          required
          maxLength={200}
          value={draft.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
      </Field>
      <Field label={t('editor.description')}>
        <input
          className="input"
          maxLength={500}
          value={draft.description}
          onChange={(event) => setDraft({ ...draft, description: event.target.value })}
        />
      </Field>
      <Field label={t('editor.markdown')}>
        <textarea
          className="input content-editor__markdown"
          rows={18}
          value={draft.markdown}
          onChange={(event) => setDraft({ ...draft, markdown: event.target.value })}
        />
      </Field>
      <div className="content-editor__actions">
        <Button type="button" variant="secondary" onClick={() => void previewMarkdown(draft.markdown).then(setPreview)}>
          {t('editor.preview')}
        </Button>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {t('editor.save')}
        </Button>
        {save.isSuccess && <span role="status">{t('editor.saved')}</span>}
        {save.isError && <span role="alert">{t('editor.notOperator')}</span>}
      </div>
      {preview !== null && (
        <section className="content-editor__preview card" aria-label={t('editor.preview')}>
          <div className="content-article__body" dangerouslySetInnerHTML={{ __html: preview }} />
        </section>
      )}
    </form>
  );
}

/**
 * The operators' content editor (`/operator/content`, beyond the spec): every page and blog post of
 * the brand, in each locale, edited as Markdown with the server's own preview. Other users get the
 * API's 403 and this page says the editor is for operators.
 */
export function ContentEditorPage() {
  const { t } = useTranslation('public');
  const entries = useContentEntries();
  const [chosen, setChosen] = useState<EntryKey>({ kind: 'page', slug: 'terms', locale: 'en' });
  const [newPost, setNewPost] = useState('');
  if (entries.isPending) return <Loading />;
  if (entries.isError) return <p role="alert">{t('editor.notOperator')}</p>;
  const value = `${chosen.kind}/${chosen.slug}`;
  return (
    <div className="content-editor">
      <PageHeader title={t('editor.title')} />
      <div className="content-editor__pickers">
        <Field label={t('editor.entries')}>
          <select
            className="input"
            value={value}
            onChange={(event) => {
              const [kind, slug] = event.target.value.split('/') as ['page' | 'post', string];
              setChosen({ ...chosen, kind, slug });
            }}
          >
            {(['page', 'post'] as const).map((kind) => (
              <optgroup key={kind} label={t(kind === 'page' ? 'editor.pages' : 'editor.posts')}>
                {entries.data
                  .filter((entry) => entry.kind === kind)
                  .map((entry) => (
                    <option key={entry.slug} value={`${kind}/${entry.slug}`}>
                      {entry.title} ({entry.slug})
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <Field label={t('editor.locale')}>
          <select
            className="input"
            value={chosen.locale}
            onChange={(event) => setChosen({ ...chosen, locale: event.target.value as LocaleCode })}
          >
            {localeCodes.map((locale) => (
              <option key={locale} value={locale}>
                {localeNames[locale]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('editor.newPost')}>
          <input
            className="input"
            pattern="[a-z0-9][a-z0-9-]{0,79}"
            value={newPost}
            onChange={(event) => setNewPost(event.target.value)}
          />
        </Field>
        <Button
          type="button"
          variant="secondary"
          disabled={!/^[a-z0-9][a-z0-9-]{0,79}$/.test(newPost)}
          onClick={() => setChosen({ ...chosen, kind: 'post', slug: newPost })}
        >
          {t('editor.addPost')}
        </Button>
      </div>
      <EntryForm key={`${value}/${chosen.locale}`} entryKey={chosen} />
    </div>
  );
}
