import { useEffect, type RefObject } from 'react';
import { focusField } from '../../../lib/focusField';

/**
 * After a refused save, the focus goes to the form's first invalid field (as the public forms do, with the
 * same focusField), so a keyboard or screen-reader user hears what to fix instead of staying on Save.
 * It runs once the messages are on screen, reading the fields' own `aria-invalid`: a group of boxes (a
 * fieldset) gives the focus to its first box. `errors` is a new object at each save, so each refusal moves it.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: object): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    focusField(first?.matches('fieldset') ? first.querySelector<HTMLElement>('input') : first);
  }, [form, errors]);
}
