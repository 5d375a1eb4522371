/**
 * Hydration on the shopper's first interaction (ADR 0006). React and an island's chunk
 * start loading when the pointer enters the island, a finger touches it or focus reaches
 * it. Nothing the shopper does in the meantime is lost:
 * - clicks and form submissions are stopped and replayed once React handles them;
 * - a radio or checkbox takes the click at once (the shopper sees it), is put back to the
 *   server's state just before React takes it over, and the click is replayed into React;
 * - text typed into a field is put back to the server's value just before React takes
 *   the field over, and handed to React as an `input` event afterwards: React 19 records
 *   the field's current text at hydration, so without this the typed text would show but
 *   never reach the component's state;
 * - a changed `<select>` is announced again with a `change` event.
 * If hydration fails, the held clicks and submissions run natively on the server's HTML.
 */

/** Events that tell the shopper is about to use the island. */
const WAKE_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
/** Events held until the island is live. */
const HELD_EVENTS = ['click', 'submit', 'input', 'change'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type HeldAction = { type: 'click'; target: HTMLElement } | { type: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export interface Hydration {
  /**
   * Loads what the island needs (React, its chunk) and gives the function that hydrates
   * it. That one is synchronous: once it returns React has committed the island, and no
   * task ran in between (our listeners are off by then: a keystroke landing in a gap
   * would reach neither us nor React).
   */
  load: () => Promise<() => void>;
  onError?: (error: unknown) => void;
}

const isCheckable = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');

/** The radios of a group (or the checkbox alone) whose state a click may have changed. */
function groupOf(input: HTMLInputElement): HTMLInputElement[] {
  if (input.type !== 'radio' || !input.name || !input.form) return [input];
  return [...input.form.elements].filter(
    (e): e is HTMLInputElement => e instanceof HTMLInputElement && e.type === 'radio' && e.name === input.name,
  );
}

const isTextField = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'image'].includes(target.type)) ||
  target instanceof HTMLTextAreaElement;

/** The value a field had in the server's HTML (what React will expect at hydration). */
function serverValue(field: HTMLInputElement | HTMLTextAreaElement): string {
  return field.defaultValue;
}

/** Sets a value past React's own tracking of the element, so React notices the change. */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/**
 * Watches `element` and hydrates it on the first interaction. Returns a function that
 * starts hydration at once (for callers that know the island is needed now).
 */
export function hydrateOnInteraction(element: HTMLElement, { load, onError }: Hydration): () => Promise<void> {
  const actions: HeldAction[] = [];
  const typed = new Map<Field, string>();
  const checkables = new Set<HTMLInputElement>();
  let started: Promise<void> | undefined;

  const hold = (event: Event) => {
    const target = event.target;
    if (event.type === 'click' && target instanceof HTMLLabelElement && isCheckable(target.control)) {
      // The browser clicks the label's control next; that click is the one kept.
    } else if (event.type === 'click' && isCheckable(target)) {
      actions.push({ type: 'click', target });
      for (const input of groupOf(target)) checkables.add(input);
    } else if (event.type === 'click' && target instanceof HTMLElement) {
      event.preventDefault();
      event.stopPropagation();
      actions.push({ type: 'click', target });
    } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
      event.preventDefault();
      event.stopPropagation();
      actions.push({ type: 'submit', form: target, submitter: (event as SubmitEvent).submitter });
    } else if (isTextField(target) || target instanceof HTMLSelectElement) {
      typed.set(target, target.value);
    }
    void start();
  };
  const wake = () => void start();

  const stopListening = () => {
    for (const type of WAKE_EVENTS) element.removeEventListener(type, wake, { capture: true });
    for (const type of HELD_EVENTS) element.removeEventListener(type, hold, { capture: true });
  };

  const replay = () => {
    for (const [field, value] of typed) {
      if (field instanceof HTMLSelectElement) {
        field.value = value;
        field.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (field.isConnected) {
        setNativeValue(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
    for (const action of actions) {
      if (action.type === 'click') {
        if (action.target.isConnected) action.target.click();
      } else if (action.form.isConnected) {
        const submitter = action.submitter?.isConnected && action.submitter.closest('form') === action.form ? action.submitter : null;
        action.form.requestSubmit(submitter);
      }
    }
    actions.length = 0;
    typed.clear();
  };

  /** The server's HTML stays: held clicks and submits run natively (checkables already took theirs). */
  const fallBackNatively = (error: unknown) => {
    typed.clear();
    checkables.clear();
    actions.splice(0, actions.length, ...actions.filter((action) => !(action.type === 'click' && isCheckable(action.target))));
    replay();
    onError?.(error);
  };

  const start = () =>
    (started ??= load().then(
      (hydrate) => {
        // From here React listens on the island itself, so ours can stop.
        stopListening();
        const texts = [...typed].filter((entry): entry is [HTMLInputElement | HTMLTextAreaElement, string] => isTextField(entry[0]));
        for (const [field] of texts) field.value = serverValue(field);
        const choices = [...checkables].map((input) => [input, input.checked] as const);
        for (const [input] of choices) input.checked = input.defaultChecked;
        try {
          hydrate();
        } catch (error) {
          // What the shopper typed and chose goes back.
          for (const [field, value] of texts) field.value = value;
          for (const [input, checked] of choices) input.checked = checked;
          fallBackNatively(error);
          return;
        }
        checkables.clear();
        replay();
      },
      (error: unknown) => {
        stopListening();
        fallBackNatively(error);
      },
    ));

  for (const type of WAKE_EVENTS) element.addEventListener(type, wake, { capture: true, passive: true });
  for (const type of HELD_EVENTS) element.addEventListener(type, hold, { capture: true });
  if (takeChangesBeforeScript(element, actions, checkables, typed)) void start();
  return start;
}

/** Whether the chosen option(s) differ from the HTML's (no `selected` option: the first). */
function isSelectChanged(select: HTMLSelectElement): boolean {
  const options = [...select.options];
  if (select.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  const marked = options.findIndex((option) => option.defaultSelected);
  return select.selectedIndex !== (marked === -1 ? 0 : marked);
}

/**
 * What the shopper changed before any script ran (a slow phone: the page shows, the
 * scripts still load): boxes ticked, options chosen, text typed. Taken as if it had
 * happened while the island loads, so it is replayed into React. Only on a fresh
 * navigation: on a reload or a trip back the browser may restore a page's old field
 * states itself, which are no one's action now.
 */
function takeChangesBeforeScript(
  element: HTMLElement,
  actions: HeldAction[],
  checkables: Set<HTMLInputElement>,
  typed: Map<Field, string>,
): boolean {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation && navigation.type !== 'navigate') return false;
  let isChanged = false;
  for (const field of element.querySelectorAll('input, textarea, select')) {
    if (isCheckable(field)) {
      if (field.checked === field.defaultChecked) continue;
      checkables.add(field);
      // A radio group changes by clicking the one now chosen; a checkbox by clicking it.
      if (field.checked) for (const input of groupOf(field)) checkables.add(input);
      if (field.checked || field.type === 'checkbox') actions.push({ type: 'click', target: field });
      isChanged = true;
    } else if (field instanceof HTMLSelectElement) {
      if (!isSelectChanged(field)) continue;
      typed.set(field, field.value);
      isChanged = true;
    } else if (isTextField(field) && field.value !== serverValue(field)) {
      typed.set(field, field.value);
      isChanged = true;
    }
  }
  return isChanged;
}
