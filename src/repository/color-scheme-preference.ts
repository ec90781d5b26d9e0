/**
 * The light/dark choice of this device (a device preference, like device-preferences.ts). Its
 * own module because the app's entry needs it: re-exported from device-preferences.ts, which the
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
