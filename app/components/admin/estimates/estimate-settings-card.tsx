import { settingsScreen } from '#app/components/admin/settings/settings-intents.ts';
import { fieldError } from '#app/lib/admin-action.ts';
import {
  estimateSettingsLimits as limits,
  type EstimateSettings,
} from '#app/lib/estimate-settings.ts';
import { estimateSettingsMessages as m } from '#app/lib/messages/price-book.ts';
import { SettingsCard } from '../settings/settings-card.tsx';
import { PlainTextarea } from '../plain-input.tsx';
import { WholeNumberInput } from '../settings/whole-number-input.tsx';

/** Settings: the terms a new estimate starts with and the reminder delay (issue 39). */
export function EstimateSettingsCard({ settings }: { settings: EstimateSettings }) {
  return (
    <SettingsCard copy={m} intent={settingsScreen.intents.estimates}>
      {(refused) => (
        <>
          <PlainTextarea
            name="defaultTerms"
            label={m.termsLabel}
            description={m.termsHelp}
            defaultValue={settings.defaultTerms}
            maxLength={limits.termsMax}
            rows={5}
            error={fieldError(refused, 'defaultTerms')}
          />
          <WholeNumberInput
            name="remindAfterDays"
            label={m.remindLabel}
            description={m.remindHelp}
            defaultValue={settings.remindAfterDays}
            min={0}
            max={limits.remindAfterDaysMax}
            error={fieldError(refused, 'remindAfterDays')}
          />
        </>
      )}
    </SettingsCard>
  );
}
