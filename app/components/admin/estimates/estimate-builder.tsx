import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { submissionsScreen } from '#app/components/admin/submissions/submissions-intents.ts';
import { formatUsd } from '#app/lib/estimate-money.ts';
import { estimateLimits, parseEstimateBody } from '#app/lib/estimate-schema.ts';
import { estimateAdminMessages as m } from '#app/lib/messages/estimate-admin.ts';
import type { PriceBookItem } from '#app/lib/price-book-rules.ts';
import { useResultToast } from '../use-result-toast.ts';
import { PlainNativeSelect, PlainTextarea, PlainTextInput } from '../plain-input.tsx';
import {
  draftToBody,
  emptyLine,
  emptyOption,
  lineFromPriceBook,
  liveLineCents,
  liveOptionTotals,
  type EstimateDraft,
  type LineDraft,
} from './builder-draft.ts';

/** The action's answer to a save: the estimate's id and number once stored. */
export interface EstimateSaveResult extends AdminActionResult {
  estimateId?: number;
  number?: string;
}

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' } as const;

/**
 * The estimate builder (issue 39), made for a 390 px phone: one to three options, lines picked
 * from the price book in one tap (or typed), optional add-ons, tax, deposit, expiry and terms.
 * The totals follow each keystroke (estimate-money.ts); the body is checked by the API's own
 * schema before it is posted, and the server's refusal marks the same fields.
 */
export function EstimateBuilder({
  leadId,
  estimateId,
  number,
  priceBook,
  initial,
  onDone,
}: {
  leadId: number;
  estimateId: number | null;
  number: string | null;
  priceBook: PriceBookItem[];
  initial: EstimateDraft;
  onDone: (saved: { estimateId: number; number: string } | null) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [localErrors, setLocalErrors] = useState<Record<string, string> | null>(null);
  const fetcher = useFetcher<EstimateSaveResult>();
  useResultToast(fetcher.data);
  const answer = fetcher.data;
  const errors = localErrors ?? (answer && !answer.ok ? (answer.fieldErrors ?? {}) : {});
  const totals = useMemo(() => liveOptionTotals(draft), [draft]);

  useEffect(() => {
    if (answer?.ok && answer.estimateId !== undefined && answer.number !== undefined) {
      onDone({ estimateId: answer.estimateId, number: answer.number });
    }
  }, [answer, onDone]);

  const setOption = (
    index: number,
    change: (option: EstimateDraft['options'][number]) => EstimateDraft['options'][number],
  ) => setDraft((d) => ({ ...d, options: d.options.map((o, i) => (i === index ? change(o) : o)) }));

  const save = () => {
    const body = draftToBody(draft);
    const parsed = parseEstimateBody(body);
    if (!parsed.ok) {
      setLocalErrors(parsed.fieldErrors);
      return;
    }
    setLocalErrors(null);
    void fetcher.submit(
      {
        intent: submissionsScreen.intents.estimateSave,
        id: String(leadId),
        estimateId: estimateId === null ? '' : String(estimateId),
        body: JSON.stringify(parsed.body),
      },
      { method: 'post' },
    );
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid="estimate-builder">
      <Stack gap="sm">
        <Title order={4} size="h5">
          {m.builderTitle(number)}
        </Title>
        {Object.keys(errors).length > 0 ? (
          <Alert color="red" role="alert" p="xs">
            {errors.options ?? errors.body ?? m.fixErrors}
          </Alert>
        ) : null}
        {draft.options.map((option, index) => (
          <Paper key={option.key} withBorder p="xs" radius="sm" data-testid="estimate-option">
            <Stack gap="xs">
              <PlainTextInput
                label={`${m.option(index)}: ${m.optionTitle}`}
                value={option.title}
                maxLength={estimateLimits.titleMax}
                error={errors[`options.${index}.title`]}
                onChange={(e) => {
                  const title = e.currentTarget.value;
                  setOption(index, (o) => ({ ...o, title }));
                }}
              />
              <LineList
                path={`options.${index}.items`}
                lines={option.items}
                errors={errors}
                priceBook={priceBook}
                onChange={(items) => setOption(index, (o) => ({ ...o, items }))}
              />
              <OptionTotals totals={totals[index]} />
              {draft.options.length > 1 ? (
                <Button
                  className="cfgd-touch"
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  style={{ alignSelf: 'start' }}
                  onClick={() =>
                    setDraft((d) => ({ ...d, options: d.options.filter((_, i) => i !== index) }))
                  }
                >
                  {m.removeOption}
                </Button>
              ) : null}
            </Stack>
          </Paper>
        ))}
        {draft.options.length < estimateLimits.maxOptions ? (
          <Button
            className="cfgd-touch"
            variant="light"
            style={{ alignSelf: 'start' }}
            onClick={() =>
              setDraft((d) => ({ ...d, options: [...d.options, emptyOption(d.options.length)] }))
            }
          >
            {m.addOption}
          </Button>
        ) : null}
        <Text size="sm" fw={600}>
          {m.addOns}
        </Text>
        <LineList
          path="addOns"
          lines={draft.addOns}
          errors={errors}
          priceBook={priceBook}
          onChange={(addOns) => setDraft((d) => ({ ...d, addOns }))}
        />
        <div style={row}>
          <NumberField
            label={m.taxRate}
            value={draft.taxRatePercent}
            error={errors.taxRatePercent}
            onChange={(taxRatePercent) => setDraft((d) => ({ ...d, taxRatePercent }))}
          />
          <NumberField
            label={m.depositPercent}
            value={draft.depositPercent}
            error={errors.depositPercent}
            onChange={(depositPercent) => setDraft((d) => ({ ...d, depositPercent }))}
          />
          <NumberField
            label={m.expiresInDays}
            value={draft.expiresInDays}
            error={errors.expiresInDays}
            numeric
            onChange={(expiresInDays) => setDraft((d) => ({ ...d, expiresInDays }))}
          />
        </div>
        <PlainTextarea
          label={m.terms}
          value={draft.terms}
          rows={4}
          maxLength={estimateLimits.termsMax}
          error={errors.terms}
          onChange={(e) => {
            const terms = e.currentTarget.value;
            setDraft((d) => ({ ...d, terms }));
          }}
        />
        <Group gap="xs">
          <Button className="cfgd-touch" onClick={save} loading={fetcher.state !== 'idle'}>
            {estimateId === null ? m.saveDraft : m.saveChanges}
          </Button>
          <Button className="cfgd-touch" variant="default" onClick={() => onDone(null)}>
            {m.cancel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function NumberField({
  label,
  value,
  error,
  numeric = false,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  numeric?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <PlainTextInput
      label={label}
      value={value}
      inputMode={numeric ? 'numeric' : 'decimal'}
      error={error}
      style={{ flex: '1 1 6rem' }}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

function OptionTotals({
  totals,
}: {
  totals: ReturnType<typeof liveOptionTotals>[number] | undefined;
}) {
  if (!totals) return null;
  return (
    <Text size="sm" data-testid="option-total" aria-live="polite">
      {m.subtotal} {formatUsd(totals.subtotalCents)} · {m.tax} {formatUsd(totals.taxCents)} ·{' '}
      <strong>
        {m.total} {formatUsd(totals.totalCents)}
      </strong>
      {totals.depositCents > 0 ? ` · ${m.deposit} ${formatUsd(totals.depositCents)}` : ''}
    </Text>
  );
}

const lineStyle: CSSProperties = {
  borderTop: '1px solid var(--mantine-color-gray-3)',
  paddingTop: 6,
};

/**
 * A line's two typed amounts, in their order on the row: the draft's field, the label, where the
 * schema's error for it lands (the price is checked as cents) and its share of the row.
 */
const AMOUNTS: ReadonlyArray<{
  field: 'quantity' | 'price';
  label: string;
  errorAt: string;
  flex: string;
}> = [
  { field: 'quantity', label: m.quantity, errorAt: 'quantity', flex: '0 1 4.5rem' },
  { field: 'price', label: m.price, errorAt: 'unitPriceCents', flex: '1 1 6rem' },
];

/** An option's lines (or the add-ons): each editable, one more from the price book or typed. */
function LineList({
  path,
  lines,
  errors,
  priceBook,
  onChange,
}: {
  path: string;
  lines: LineDraft[];
  errors: Record<string, string>;
  priceBook: PriceBookItem[];
  onChange: (lines: LineDraft[]) => void;
}) {
  const set = (index: number, change: Partial<LineDraft>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const bookOptions = [
    { value: '', label: m.pickItem },
    ...priceBook.map((item) => ({
      value: String(item.id),
      label: `${item.description} (${formatUsd(item.unitPriceCents)})`,
    })),
  ];
  return (
    <Stack gap={6}>
      {lines.map((line, index) => {
        const at = `${path}.${index}`;
        return (
          <div key={line.key} style={lineStyle} data-testid="estimate-line">
            <PlainTextInput
              label={m.description}
              value={line.description}
              maxLength={estimateLimits.descriptionMax}
              error={errors[`${at}.description`]}
              onChange={(e) => set(index, { description: e.currentTarget.value })}
            />
            <div style={{ ...row, marginTop: 4 }}>
              {AMOUNTS.map((amount) => (
                <PlainTextInput
                  key={amount.field}
                  label={amount.label}
                  value={line[amount.field]}
                  inputMode="decimal"
                  error={errors[`${at}.${amount.errorAt}`]}
                  style={{ flex: amount.flex }}
                  onChange={(e) => set(index, { [amount.field]: e.currentTarget.value })}
                />
              ))}
              <Text size="sm" style={{ flex: '1 1 5rem', paddingBottom: 8 }} ta="right">
                {formatUsd(liveLineCents(line))}
              </Text>
              <Button
                className="cfgd-touch"
                variant="subtle"
                color="red"
                size="compact-md"
                aria-label={m.removeLine(line.description)}
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
              >
                ×
              </Button>
            </div>
          </div>
        );
      })}
      {errors[path] ? (
        <Text size="sm" c="red" role="alert">
          {errors[path]}
        </Text>
      ) : null}
      <div style={row}>
        <PlainNativeSelect
          label={m.addFromBook}
          value=""
          options={bookOptions}
          style={{ flex: '1 1 12rem' }}
          onChange={(e) => {
            const item = priceBook.find((i) => String(i.id) === e.currentTarget.value);
            if (item) onChange([...lines, lineFromPriceBook(item)]);
          }}
        />
        <Button
          className="cfgd-touch"
          variant="default"
          onClick={() => onChange([...lines, emptyLine()])}
        >
          {m.addFreeLine}
        </Button>
      </div>
    </Stack>
  );
}
