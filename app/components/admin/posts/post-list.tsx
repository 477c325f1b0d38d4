import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { postEditorMessages as m } from '#app/lib/messages/post-editor.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { ScreenFrame } from '../screen-frame.tsx';
import { useLoadErrorToast } from '../use-result-toast.ts';

export interface PostRow {
  id: number;
  title: string;
  status: 'draft' | 'published' | 'unpublished';
  liveUrl: string | null;
  /** Published, with saved changes not yet published. */
  changed: boolean;
  /** When it was last saved, written by the server. */
  updated: string;
  /** Photos the site no longer shows: their customer withdrew consent. */
  withdrawnPhotos: number;
}

const STATUS_COLOR = { draft: 'gray', published: 'green', unpublished: 'orange' } as const;

/** The Posts tab: drafts and published posts, most recently edited first, with their status. */
export function PostList(props: { posts: readonly PostRow[]; loadError: string | null }) {
  useLoadErrorToast(props.loadError);
  return (
    <ScreenFrame
      title={m.screenTitle}
      loadError={props.loadError}
      intro={
        <Group>
          <Button component={Link} to={adminRoutes.post('new')}>
            {m.newPost}
          </Button>
        </Group>
      }
    >
      {props.posts.length === 0 && !props.loadError ? <Text>{m.noPosts}</Text> : null}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {props.posts.map((post) => (
          <Paper key={post.id} withBorder p="sm" component="li">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Anchor component={Link} to={adminRoutes.post(post.id)} fw={600}>
                {post.title}
              </Anchor>
              <Group gap={6}>
                <Badge color={STATUS_COLOR[post.status]} variant="light" c="dark.8">
                  {m.status[post.status]}
                </Badge>
                {post.changed ? (
                  <Badge color="yellow" variant="light" c="dark.8">
                    {m.unpublishedChanges}
                  </Badge>
                ) : null}
              </Group>
            </Group>
            <Group gap="sm" mt={4}>
              <Text size="sm" c="dimmed">
                {post.updated}
              </Text>
              {post.liveUrl ? (
                <Anchor href={post.liveUrl} size="sm" target="_blank" rel="noopener">
                  {post.liveUrl}
                </Anchor>
              ) : null}
            </Group>
            {post.withdrawnPhotos > 0 ? (
              <Text size="sm" c="orange.9" mt={4}>
                {m.photosWithdrawn}
              </Text>
            ) : null}
          </Paper>
        ))}
      </Stack>
    </ScreenFrame>
  );
}
