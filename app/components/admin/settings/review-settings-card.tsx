import { Anchor } from '@mantine/core';
import { limits } from '#app/lib/limits.ts';
import { settingsScreen } from '#app/components/admin/settings/settings-intents.ts';
import { reviewsMessages } from '#app/lib/messages/reviews.ts';
import { PlainTextInput } from '../plain-input.tsx';
import { SettingsCard } from './settings-card.tsx';
import { WholeNumberInput } from './whole-number-input.tsx';

const m = reviewsMessages;

/** Settings: the review link and the automatic request's delay (issue 17). */
export function ReviewSettingsCard({ link, autoDays }: { link: string | null; autoDays: number }) {
  return (
    <SettingsCard copy={m} intent={settingsScreen.intents.reviews}>
      {(refused) => {
        const failed = refused?.message;
        return (
          <>
            <PlainTextInput
              name="reviewLink"
              type="url"
              label={m.linkLabel}
              description={m.linkHelp}
              defaultValue={link ?? ''}
              maxLength={limits.reviews.linkMax}
              error={failed === m.invalidLink ? failed : undefined}
            />
            <WholeNumberInput
              name="reviewAutoDays"
              label={m.autoDaysLabel}
              defaultValue={autoDays}
              min={0}
              max={limits.reviews.autoDaysMax}
              error={failed === m.invalidAutoDays ? failed : undefined}
            />
            <Anchor href="/admin/email-templates/review" size="sm">
              {m.templateLink}
            </Anchor>
          </>
        );
      }}
    </SettingsCard>
  );
}
