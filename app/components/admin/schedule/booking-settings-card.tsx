import { SimpleGrid } from '@mantine/core';
import { settingsScreen } from '#app/components/admin/settings/settings-intents.ts';
import { fieldError } from '#app/lib/admin-action.ts';
import { bookingLimits, weekdays, type BookingSettings } from '#app/lib/booking.ts';
import {
  bookingFormFields,
  bookingSettingsFields,
  weekdayField,
} from '#app/lib/booking-settings-form.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { dayNames } from '#app/lib/week.ts';
import { PlainTextInput } from '../plain-input.tsx';
import { SettingsCard } from '../settings/settings-card.tsx';
import { WholeNumberInput } from '../settings/whole-number-input.tsx';

const copy = bookingMessages;

interface WholeNumberField {
  name: string;
  label: string;
  min: number;
  max: number;
}

/** The two whole numbers, with their bounds (the schema's, so the browser says them first). */
const CAPACITY: WholeNumberField = {
  name: bookingFormFields.capacity,
  label: copy.capacityLabel,
  min: 1,
  max: bookingLimits.capacityMax,
};
const HORIZON: WholeNumberField = {
  name: bookingFormFields.horizonDays,
  label: copy.horizonLabel,
  min: 1,
  max: bookingLimits.horizonDaysMax,
};

/**
 * Settings: online booking (issue 30). The weekly windows one text field per day
 * ("8-10, 1-3", "8am-12pm" or "08:00-10:00"; empty: closed), the crews per window, how soon
 * (in hours) and how far ahead a visit may be booked. The opening hours, holiday closures and
 * special hours come from the Site content. Ten fields: plain ones drawn as Mantine's TextInput
 * (plain-input.tsx, issue 28).
 */
export function BookingSettingsCard({ settings }: { settings: BookingSettings }) {
  const values = bookingSettingsFields(settings);
  return (
    <SettingsCard copy={copy.settingsCard} intent={settingsScreen.intents.booking}>
      {(refused) => {
        const errorOf = (name: string) => fieldError(refused, name);
        const wholeNumber = (number: WholeNumberField) => (
          <WholeNumberInput
            name={number.name}
            label={number.label}
            defaultValue={values[number.name]}
            min={number.min}
            max={number.max}
            error={errorOf(number.name)}
          />
        );
        return (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {/* The booking week's keys (mon ... sun) run in the day names' order, Monday first. */}
              {weekdays.map((day, i) => (
                <PlainTextInput
                  key={day}
                  name={weekdayField(day)}
                  label={dayNames[i]}
                  placeholder={copy.closedPlaceholder}
                  defaultValue={values[weekdayField(day)]}
                  maxLength={bookingLimits.formFieldMax}
                  error={errorOf(weekdayField(day))}
                />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {wholeNumber(CAPACITY)}
              {/* Hours, or hours and minutes ("1:30"): a text field, stored in minutes. */}
              <PlainTextInput
                name={bookingFormFields.leadTimeMinutes}
                inputMode="decimal"
                label={copy.leadTimeLabel}
                defaultValue={values[bookingFormFields.leadTimeMinutes]}
                maxLength={20}
                error={errorOf(bookingFormFields.leadTimeMinutes)}
              />
              {wholeNumber(HORIZON)}
            </SimpleGrid>
          </>
        );
      }}
    </SettingsCard>
  );
}
