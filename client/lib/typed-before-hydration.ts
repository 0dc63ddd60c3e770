// What a reader typed or ticked on a served page before the app ran (a guest's /register and /password/lost are
// forms the server draws, decision 055): hydration leaves a field's value as the reader left it but keeps the
// component's own (empty) state, so the field would show text the form does not know. Once hydrated, each such field
// is given to React as if just typed or ticked, and the form takes it over.
//
// React tells a field's change by comparing its value with the value it last saw (its value tracker, set through the
// element's own `value`/`checked` property): setting that to what React drew, then the reader's value through the
// prototype's setter and an event, makes React see the change and call the field's onChange.

const TEXT_LIKE = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number', 'date']);

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** The fields under `root` whose value or tick differs from what the app drew, given to the app. */
export function adoptTypedValues(root: ParentNode): number {
  let adopted = 0;
  for (const field of root.querySelectorAll<HTMLInputElement>('input')) {
    // A read-only field counts too: the sign-in form's fields are read-only until the app has drawn them again, and
    // a field the reader cannot type into (a select drawn as a field) never differs from what the app drew.
    if (field.disabled) continue;
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.checked === field.defaultChecked) continue;
      // Of a radio group only the chosen one: the others follow the group's value.
      if (field.type === 'radio' && !field.checked) continue;
      field.checked = field.defaultChecked;
      // A click ticks it again and is the event React reads a checkbox's or radio's change from.
      field.click();
      adopted += 1;
    } else if (TEXT_LIKE.has(field.type) && valueSetter) {
      if (field.value === field.defaultValue) continue;
      const typed = field.value;
      field.value = field.defaultValue;
      valueSetter.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      adopted += 1;
    }
  }
  return adopted;
}
