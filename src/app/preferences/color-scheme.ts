/**
 * The light/dark choice of this device (a device preference, like install-hint-counter.ts). Its
 * own module because the app's entry needs it: re-exported from install-hint-counter.ts, which the
 * signed-in area loads later, it moved shared code out of the entry into many small chunks and
 * cost the login screen's first load 3 KB.
 */
export {
  forgetColorSchemeChoice,
  onColorSchemeChoiceElsewhere,
  readColorSchemeChoice,
  writeColorSchemeChoice,
  type ColorSchemeChoice,
} from '@/storage/color-scheme';
