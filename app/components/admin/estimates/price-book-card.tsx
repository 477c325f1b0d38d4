import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { intentField } from '#app/lib/admin-intents.ts';
import { settingsScreen } from '#app/components/admin/settings/settings-intents.ts';
import { priceBookMessages as m } from '#app/lib/messages/price-book.ts';
import { centsToInput, priceBookLimits, type PriceBookItem } from '#app/lib/price-book-rules.ts';
import { useResultToast } from '../use-result-toast.ts';
import { PlainTextInput } from '../plain-input.tsx';

const { intents } = settingsScreen;

/**
 * Settings: the owner's price book (issue 39). Each item is its own small form (save, remove),
 * the last one adds an item; on a 390 px phone the description and the price stack.
 */
export function PriceBookCard({ items }: { items: PriceBookItem[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={3} size="h4">
          {m.heading}
        </Title>
        <Text size="sm">{m.help}</Text>
        {items.length === 0 ? <Text size="sm">{m.empty}</Text> : null}
        {items.map((item) => (
          <PriceBookRow key={item.id} item={item} />
        ))}
        <PriceBookRow />
      </Stack>
    </Paper>
  );
}

function PriceBookRow({ item }: { item?: PriceBookItem }) {
  const fetcher = useFetcher<AdminActionResult>();
  const remover = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  useResultToast(remover.data);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  const label = item ? item.description : m.newItem;
  const form = useRef<HTMLFormElement>(null);
  // The new item's form starts empty again once its item is added (the list shows it).
  useEffect(() => {
    if (!item && fetcher.data?.ok) form.current?.reset();
  }, [item, fetcher.data]);
  return (
    <fetcher.Form
      method="post"
      ref={form}
      aria-label={label}
      data-price-book-item={item ? item.id : 'new'}
    >
      <input {...intentField(item ? intents.priceSave : intents.priceAdd)} />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <Group align="end" gap="xs" wrap="wrap">
        <PlainTextInput
          name="description"
          label={m.descriptionLabel}
          defaultValue={item?.description ?? ''}
          maxLength={priceBookLimits.descriptionMax}
          required
          error={errors?.description}
          style={{ flex: '1 1 14rem' }}
        />
        <PlainTextInput
          name="price"
          label={m.priceLabel}
          inputMode="decimal"
          defaultValue={item ? centsToInput(item.unitPriceCents) : ''}
          required
          error={errors?.price}
          style={{ flex: '0 1 7rem' }}
        />
        <Button
          type="submit"
          variant={item ? 'default' : 'filled'}
          loading={fetcher.state !== 'idle'}
        >
          {item ? m.save : m.add}
        </Button>
        {item ? (
          // No confirmation: estimates copy their lines, so a removed item changes no record and
          // is typed again in a moment (and the Settings tab loads no dialog code for it).
          <Button
            variant="subtle"
            color="red"
            loading={remover.state !== 'idle'}
            aria-label={`${m.remove} ${item.description}`}
            onClick={() =>
              void remover.submit(
                { intent: intents.priceRemove, id: String(item.id) },
                { method: 'post' },
              )
            }
          >
            {m.remove}
          </Button>
        ) : null}
      </Group>
    </fetcher.Form>
  );
}
