// What is styled at first paint is decided here, by hand: these imports (and main.tsx's
// global.css) make the entry's stylesheet, which every page links render-blocking;
// scripts/prerender.mjs also links a visitor screen's own styles (registration's deferred ones).
// Every other Mantine stylesheet comes with the code that uses it
// (ui/scheduling/deferred-styles.ts). Kept in the order of @mantine/core/styles.css, where a
// later component's rules may refine an earlier one's. tests/e2e/first-paint-styles.spec.ts
// reads every prerendered page of the build and fails when it shows a Mantine class whose
// stylesheet the page does not load before its first paint, naming the import to add here.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
// The signed-in screens' page width, for the dashboard shell prerendered in dashboard.html.
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
