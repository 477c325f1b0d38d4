import { Anchor, Box, Button, Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Form, NavLink, useLocation } from 'react-router';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { loginMessages } from '#app/lib/messages/login.ts';
import { adminRoutes } from '#app/lib/urls.ts';

/** The dashboard's tabs and the security page. */
const NAV = [
  { to: adminRoutes.submissions, label: 'Submissions' },
  { to: adminRoutes.schedule, label: 'Schedule' },
  { to: adminRoutes.insights, label: 'Insights' },
  { to: adminRoutes.settings, label: 'Settings' },
  { to: adminRoutes.emailTemplates, label: 'Email Templates' },
  { to: adminRoutes.site, label: 'Site' },
  { to: adminRoutes.posts, label: 'Posts' },
  { to: adminRoutes.images, label: 'Images' },
  { to: adminRoutes.audit, label: 'Audit' },
  { to: adminRoutes.security, label: 'Security' },
] as const;

/** `/admin` shows this tab. */
const HOME_TAB = adminRoutes.submissions;

export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <Box
        component="header"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={1} size="h3">
            {adminMessages.title}
          </Title>
          <Group gap="sm">
            <Anchor href="/" size="sm">
              Back to website
            </Anchor>
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {email}
            </Text>
            <Form method="post" action="/admin/logout">
              <Button type="submit" size="xs" variant="default">
                {loginMessages.signOut}
              </Button>
            </Form>
          </Group>
        </Group>
        {/* The tabs wrap onto a second row on a phone: every one in view, no sideways swipe. */}
        <Group component="nav" aria-label="Admin sections" gap={4} wrap="wrap" mt="xs">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} style={{ textDecoration: 'none' }}>
              {({ isActive }) => (
                <Button
                  component="span"
                  size="xs"
                  variant={
                    isActive || (item.to === HOME_TAB && pathname === adminRoutes.home)
                      ? 'filled'
                      : 'subtle'
                  }
                >
                  {item.label}
                </Button>
              )}
            </NavLink>
          ))}
        </Group>
      </Box>
      <Container component="main" size="lg" py="md">
        {children}
      </Container>
    </>
  );
}
