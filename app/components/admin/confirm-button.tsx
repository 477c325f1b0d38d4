import { Button, Group, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { LazyModal as Modal } from './lazy/modal.tsx';

interface ConfirmButtonProps extends ButtonProps {
  /** The question in the dialog. */
  question: string;
  title: string;
  /** The confirming button's words: the button's own (its children) unless the dialog says more. */
  confirmLabel?: string;
  /** The way out; "Cancel" unless that reads like the action itself ("Cancel visit"). */
  cancelLabel?: string;
  /** The confirming button's color: red for what destroys, another for what only acts. */
  confirmColor?: string;
  onConfirm: () => void;
  children: ReactNode;
  'aria-label'?: string;
}

/** A button that asks first (spec: deleting a submission or an image asks for confirmation). */
export function ConfirmButton({
  question,
  title,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmColor = 'red',
  onConfirm,
  children,
  ...buttonProps
}: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...buttonProps} onClick={open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Text>{question}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {cancelLabel}
          </Button>
          <Button
            color={confirmColor}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {confirmLabel ?? children}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
