import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { INTENT_FIELD } from '#app/lib/admin-intents.ts';
import { postsScreen } from '#app/components/admin/posts/posts-intents.ts';
import { suggestLinks, type LinkTarget } from '#app/lib/link-suggestions.ts';
import { postEditorMessages as m } from '#app/lib/messages/post-editor.ts';
import { lengthAgainst } from '#app/lib/post-editing.ts';
import { postLimits, proposeSlug } from '#app/lib/post-schema.ts';
import { ConfirmButton } from '../confirm-button.tsx';
import { ScreenFrame, busyWith } from '../screen-frame.tsx';
import { useResultToast } from '../use-result-toast.ts';
import { PlainNativeSelect, PlainTextarea, PlainTextInput } from '../plain-input.tsx';
import { LazyBody } from './lazy-body.tsx';
import { PhotoPicker, type LibraryPhoto } from './photo-picker.tsx';
import type { BodyChange, RichTextHandle } from './rich-text/rich-text-editor.tsx';

export interface EditedPost {
  id: number;
  title: string;
  slug: string;
  summary: string;
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
  status: 'draft' | 'published' | 'unpublished';
  /** The cover photo's upload name ('' for none): the post's first picture and its BlogPosting image. */
  coverImage: string;
  /** The live page's path, while the post is published. */
  liveUrl: string | null;
  /** Photos the site no longer shows: their customer withdrew consent. */
  withdrawnPhotos: number;
  /** The newest revision when the screen loaded: a save on top of a later one is refused. */
  baseRevision: number;
}

export interface RevisionRow {
  id: number;
  kind: string;
  title: string;
  /** Written by the server (no Intl in the browser while a screen opens). */
  when: string;
}

export interface PostFormProps {
  post: EditedPost;
  revisions: readonly RevisionRow[];
  library: readonly LibraryPhoto[];
  linkTargets: readonly LinkTarget[];
  uploadUrl: string;
  previewUrl: string;
}

type PostResult = AdminActionResult & {
  url?: string;
  /** A publish refused after its save: the revision that save made. */
  baseRevision?: number | null;
};

type PostField =
  'title' | 'slug' | 'summary' | 'bodyHtml' | 'seoTitle' | 'seoDescription' | 'coverImage';

/** The upload names of the photos a body shows, in order, once each. */
function bodyPhotos(html: string): string[] {
  const names = [...html.matchAll(/<img\b[^>]*\bsrc="\/uploads\/([^"?#]+)/g)].map((m) => m[1]!);
  return [...new Set(names)];
}

/**
 * One post in the editor, on a phone first: title (the address proposed from it until the
 * owner writes one), summary, the body, search title and description with their lengths, and
 * save, preview, publish, unpublish, history and restore. Each button posts the whole form with
 * its intent to the route, whose action runs posts' commands; the server's refusals come back
 * per field.
 */
export function PostForm(props: PostFormProps) {
  const { post } = props;
  const fetcher = useFetcher<PostResult>();
  useResultToast(fetcher.data);
  const [title, setTitle] = useState(post.title);
  const [slug, setSlug] = useState(post.slug);
  // A post not yet published follows its title until the owner edits the address.
  const [slugEdited, setSlugEdited] = useState(
    post.status !== 'draft' || (post.slug !== '' && post.slug !== proposeSlug(post.title)),
  );
  const [summary, setSummary] = useState(post.summary);
  const [seo, setSeo] = useState({
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
  });
  const [coverImage, setCoverImage] = useState(post.coverImage);
  const [body, setBody] = useState<BodyChange>({
    html: post.bodyHtml,
    photosWithoutAlt: [],
    text: '',
  });
  const [pickerOpen, setPickerOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const editor = useRef<RichTextHandle>(null);
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};

  const suggestions = useMemo(
    () =>
      suggestLinks(body.html, props.linkTargets, { selfUrl: post.liveUrl ?? undefined }).slice(
        0,
        5,
      ),
    [body.html, props.linkTargets, post.liveUrl],
  );

  // Revision ids only grow: the newer of the screen's and the last refused publish's own save.
  const base = Math.max(post.baseRevision, fetcher.data?.baseRevision ?? 0);

  function submit(intent: string) {
    setRefusal(null);
    if (intent === postsScreen.intents.publish && body.photosWithoutAlt.length > 0) {
      setRefusal(m.photosNeedAlt(body.photosWithoutAlt.length));
      return;
    }
    const values: Record<PostField, string> = {
      title,
      slug,
      summary,
      bodyHtml: body.html,
      ...seo,
      coverImage,
    };
    fetcher.submit(
      {
        [INTENT_FIELD]: intent,
        id: String(post.id),
        baseRevision: base ? String(base) : '',
        ...values,
      },
      { method: 'post' },
    );
  }

  const { intents } = postsScreen;
  const busy = fetcher.state !== 'idle';

  return (
    <ScreenFrame
      title={title.trim() || m.newPost}
      intro={
        <Group gap="sm">
          <Anchor component={Link} to="/admin/posts">
            {m.backToList}
          </Anchor>
          <Text size="sm">{m.status[post.status]}</Text>
          {post.liveUrl ? (
            <Anchor href={post.liveUrl} target="_blank" rel="noopener">
              {m.viewLive}
            </Anchor>
          ) : null}
        </Group>
      }
    >
      <form onSubmit={(event) => event.preventDefault()} noValidate>
        <Stack gap="sm">
          {post.withdrawnPhotos > 0 ? <Alert color="orange">{m.photosWithdrawn}</Alert> : null}
          <PlainTextInput
            label={m.title}
            name="title"
            required
            value={title}
            maxLength={postLimits.titleMax}
            error={errors['title']}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setTitle(next);
              if (!slugEdited) setSlug(proposeSlug(next));
            }}
          />
          <PlainTextInput
            label={m.slug}
            name="slug"
            description={m.slugHint(slug || proposeSlug(title))}
            value={slug}
            maxLength={postLimits.slugMax}
            error={errors['slug']}
            autoCapitalize="none"
            onChange={(event) => {
              setSlug(event.currentTarget.value);
              setSlugEdited(true);
            }}
          />
          <PlainTextarea
            label={m.summary}
            name="summary"
            description={m.summaryHint}
            required
            rows={2}
            value={summary}
            maxLength={postLimits.summaryMax}
            error={errors['summary']}
            onChange={(event) => setSummary(event.currentTarget.value)}
          />
          <div>
            <Text component="label" id="post-body-label" size="sm" fw={500}>
              {m.bodyLabel}
            </Text>
            <LazyBody
              initialHtml={post.bodyHtml}
              labelledBy="post-body-label"
              onChange={setBody}
              onPhotoRequest={() => setPickerOpen(true)}
              handle={editor}
            />
            {errors['bodyHtml'] ? (
              <Text size="sm" c="red.8" role="alert">
                {errors['bodyHtml']}
              </Text>
            ) : null}
          </div>
          {suggestions.length > 0 ? (
            <Paper withBorder p="xs">
              <Text size="sm" fw={500}>
                {m.suggestions}
              </Text>
              <Group gap="xs" mt={4}>
                {suggestions.map((s) => (
                  <Button
                    key={`${s.start}-${s.url}`}
                    size="xs"
                    variant="light"
                    onClick={() => editor.current?.linkMention(s.text, s.url)}
                  >
                    {m.suggestionLink(s.text, s.url)}
                  </Button>
                ))}
              </Group>
            </Paper>
          ) : null}
          <PlainNativeSelect
            label={m.cover}
            description={m.coverHint}
            name="coverImage"
            value={coverImage}
            error={errors['coverImage']}
            options={[
              { value: '', label: m.coverNone },
              ...[...new Set([...bodyPhotos(body.html), ...(coverImage ? [coverImage] : [])])].map(
                (name, index) => ({ value: name, label: m.coverOption(index + 1, name) }),
              ),
            ]}
            onChange={(event) => setCoverImage(event.currentTarget.value)}
          />
          {seoFieldNames.map((name) => (
            <SeoField
              key={name}
              name={name}
              value={seo[name]}
              fallbacks={{ title, summary }}
              error={errors[name]}
              onChange={(value) => setSeo((typed) => ({ ...typed, [name]: value }))}
            />
          ))}
          {refusal ? (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          ) : null}
          {fetcher.data && !fetcher.data.ok ? (
            <Alert color="red" role="alert">
              {fetcher.data.message}
            </Alert>
          ) : null}
          <Group gap="xs">
            <Button
              variant="default"
              loading={busyWith(fetcher, intents.save)}
              disabled={busy}
              onClick={() => submit(intents.save)}
            >
              {m.saveDraft}
            </Button>
            {props.previewUrl ? (
              <Button
                variant="default"
                component="a"
                href={props.previewUrl}
                target="_blank"
                rel="noopener"
              >
                {m.preview}
              </Button>
            ) : (
              <Button variant="default" disabled title={m.previewSaveFirst}>
                {m.preview}
              </Button>
            )}
            <Button
              loading={busyWith(fetcher, intents.publish)}
              disabled={busy}
              onClick={() => submit(intents.publish)}
            >
              {post.status === 'published' ? m.publishChanges : m.publish}
            </Button>
            {post.status === 'published' ? (
              <ConfirmButton
                variant="default"
                color="red"
                title={m.unpublish}
                question={m.unpublishConfirm}
                disabled={busy}
                onConfirm={() =>
                  fetcher.submit(
                    { [INTENT_FIELD]: intents.unpublish, id: String(post.id) },
                    { method: 'post' },
                  )
                }
              >
                {m.unpublish}
              </ConfirmButton>
            ) : null}
          </Group>
        </Stack>
      </form>
      <PostHistory
        revisions={props.revisions}
        busy={busy}
        onRestore={(revision) =>
          fetcher.submit(
            { [INTENT_FIELD]: intents.restore, id: String(post.id), revision: String(revision) },
            { method: 'post' },
          )
        }
      />
      <PhotoPicker
        opened={pickerOpen}
        onClose={() => setPickerOpen(false)}
        library={props.library}
        uploadUrl={props.uploadUrl}
        onInsert={(photo) => editor.current?.insertPhoto(photo)}
      />
    </ScreenFrame>
  );
}

/** The search result's own title and description: each may be left empty for a fallback. */
const seoFields = {
  seoTitle: { label: m.seoTitle, max: postLimits.seoTitleMax, fallbackName: 'title' },
  seoDescription: {
    label: m.seoDescription,
    max: postLimits.seoDescriptionMax,
    fallbackName: 'summary',
  },
} as const;
const seoFieldNames = ['seoTitle', 'seoDescription'] as const;

/**
 * An SEO field with the length a search result will show against its limit: the owner's own
 * text, or else the field it falls back to, named so the owner knows where the words come from.
 */
function SeoField(props: {
  name: keyof typeof seoFields;
  value: string;
  fallbacks: Record<'title' | 'summary', string>;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { label, max, fallbackName } = seoFields[props.name];
  const { count, over } = lengthAgainst(props.value || props.fallbacks[fallbackName], max);
  const shared = {
    label,
    name: props.name,
    value: props.value,
    error: props.error,
    description: (
      <>
        <span data-over={over}>{over ? m.lengthOver(count, max) : m.length(count, max)}</span>{' '}
        {props.value ? null : m.seoFallback(fallbackName)}
      </>
    ),
  };
  // The description runs longer than a title: it gets a box of two lines.
  return props.name === 'seoTitle' ? (
    <PlainTextInput {...shared} onChange={(event) => props.onChange(event.currentTarget.value)} />
  ) : (
    <PlainTextarea
      {...shared}
      rows={2}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}

function PostHistory(props: {
  revisions: readonly RevisionRow[];
  busy: boolean;
  onRestore: (revision: number) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="post-history">
      <Title order={3} size="h4" id="post-history">
        {m.history}
      </Title>
      {props.revisions.length === 0 ? <Text size="sm">{m.noHistory}</Text> : null}
      {props.revisions.map((revision) => (
        <Group key={revision.id} gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm">
            {m.revisionKind[revision.kind] ?? revision.kind} · {revision.when} · {revision.title}
          </Text>
          <ConfirmButton
            size="xs"
            variant="default"
            title={m.restore}
            question={m.restoreConfirm}
            disabled={props.busy}
            onConfirm={() => props.onRestore(revision.id)}
            aria-label={`${m.restore} ${revision.when}`}
          >
            {m.restore}
          </ConfirmButton>
        </Group>
      ))}
    </Stack>
  );
}
