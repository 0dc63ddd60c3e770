// The signature PIN's one length rule (docs/product.md#game-day): the profile sets it, the score sheet signs with it,
// and both forms say it in these numbers.
export const SIGNATURE_PIN_MIN = 4;
export const SIGNATURE_PIN_MAX = 8;
export const SIGNATURE_PIN = new RegExp(`^\\d{${SIGNATURE_PIN_MIN},${SIGNATURE_PIN_MAX}}$`);
