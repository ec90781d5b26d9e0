import { DateTimePicker } from '@mantine/dates';
import { nowAsIstWallClock } from '@/domain/ist';
import { useClockValue } from '@/ui/use-clock';

/** docs/behaviour.md#timings-and-limits: picker dates stop at the end of 2099. */
const MAX_DATE = '2099-12-31 23:59:59';

/** The IST wall clock floored to the minute, so the picker re-renders at most once a minute. */
const istMinute = (now: number) => nowAsIstWallClock(now - (now % 60_000));

interface IstDateTimePickerProps {
  label: string;
  /** IST wall clock 'YYYY-MM-DD HH:mm:ss', or '' when nothing is picked. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The create forms' date and time (docs/behaviour.md#screens): DD/MM/YYYY hh:mm A, 12-hour clock, 1-hour
 * and 1-minute steps, nothing before now. What is picked is an IST wall clock whatever the
 * device's zone (docs/behaviour.md#rules-for-input), so "now" is IST too; the caller converts it to UTC.
 */
export function IstDateTimePicker({ label, value, onChange }: IstDateTimePickerProps) {
  const minDate = useClockValue(istMinute);
  return (
    <DateTimePicker
      label={label}
      description="India Standard Time (IST)"
      withAsterisk
      clearable
      valueFormat="DD/MM/YYYY hh:mm A"
      withSeconds={false}
      minDate={minDate}
      maxDate={MAX_DATE}
      nextLabel="Next month"
      previousLabel="Previous month"
      // Keyboard use: once the picker closes, focus goes back to its field (not to the page
      // behind the modal), and the icon-only check button that confirms it has a name.
      popoverProps={{ returnFocus: true }}
      submitButtonProps={{ 'aria-label': 'Confirm date and time' }}
      timePickerProps={{
        format: '12h',
        withSeconds: false,
        hoursStep: 1,
        minutesStep: 1,
        hoursInputLabel: 'Hours',
        minutesInputLabel: 'Minutes',
        amPmInputLabel: 'AM or PM',
      }}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
