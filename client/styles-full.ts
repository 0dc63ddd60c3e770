// The whole Mantine stylesheet, loaded with every page outside the public ones (client/routes/lazy.ts): the member and
// admin areas use far more components than the first stylesheet (client/styles.ts) holds. In Mantine's layer like
// the first one, so arriving later changes nothing the first one drew and never outranks our own modules.
import '@mantine/core/styles.layer.css';
