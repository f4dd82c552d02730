import { useEffect, type RefObject } from 'react';
import { focusField } from './focusField';

/**
 * After a refused submit, the focus goes to the form's first invalid field (as the public forms do, with the
 * same focusField), so a keyboard or screen-reader user hears what to fix instead of staying on the button.
 * It runs once the messages are on screen, reading the fields' own `aria-invalid`: a group of boxes or
 * radios (a fieldset) gives the focus to its first one. `refusal` is a new object at each refused submit (the
 * admin forms pass their errors), so each refusal moves it, even one that shows the same message again; an
 * empty one (no refusal, or one the form says without a field) leaves the focus where it is.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, refusal: object): void {
  useEffect(() => {
    if (Object.keys(refusal).length === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    focusField(first?.matches('fieldset') ? first.querySelector<HTMLElement>('input') : first);
  }, [form, refusal]);
}
