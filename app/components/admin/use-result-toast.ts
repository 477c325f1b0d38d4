import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { isAdminActionResult } from '#app/lib/admin-action.ts';

/** Shows each new action result (a fresh object per answer) as a toast. */
export function useResultToast(result: unknown): void {
  useEffect(() => {
    if (!isAdminActionResult(result)) return;
    notifications.show({
      color: result.ok ? 'green' : 'red',
      message: result.message,
      autoClose: result.ok ? 4000 : 8000,
      closeButtonProps: { 'aria-label': 'Dismiss' },
    });
  }, [result]);
}

/** A loader that could not read its data says so once, as the spec's toast. */
export function useLoadErrorToast(error: string | null | undefined): void {
  useEffect(() => {
    if (error) {
      notifications.show({
        color: 'red',
        message: error,
        autoClose: 8000,
        closeButtonProps: { 'aria-label': 'Dismiss' },
      });
    }
  }, [error]);
}
