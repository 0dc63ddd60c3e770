// The app's stylesheets, imported once by the entry (main.tsx): Mantine's and the notifications'.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
