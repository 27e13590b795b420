// Which page-wide shortcuts may act on a key press, judged by where the key was pressed.

const TEXT_ENTRY = 'input, textarea, select, [role="textbox"], [role="searchbox"], [role="combobox"], [role="spinbutton"]'
/** Controls that use space or arrows themselves. */
const KEY_USING_CONTROLS = `${TEXT_ENTRY}, button, a[href], [role="slider"], [role="tab"], [role="menuitem"], [role="option"], [role="button"]`
/** A dialog (the bug report, delete confirmation) or an open menu owns every key while it has focus. */
const KEY_OWNING_LAYERS = '[role="dialog"], [aria-modal="true"], [role="menu"], [role="listbox"]'

function element(target: EventTarget | null): HTMLElement | null {
  return target instanceof HTMLElement ? target : null
}

/** Typing happens here: printable keys such as digits belong to the field (or the dialog around it). */
export function isTextEntry(target: EventTarget | null): boolean {
  const el = element(target)
  if (!el) return false
  return el.isContentEditable || el.closest(`${TEXT_ENTRY}, ${KEY_OWNING_LAYERS}`) !== null
}

/** The focused control uses space and arrows itself (typing, buttons, tabs, sliders, menus, dialogs). */
export function ownsPlayerKeys(target: EventTarget | null): boolean {
  const el = element(target)
  if (!el) return false
  return el.isContentEditable || el.closest(`${KEY_USING_CONTROLS}, ${KEY_OWNING_LAYERS}`) !== null
}

/** Focus is in a dialog or open menu, where even Ctrl+F is left to the browser. */
export function inKeyOwningLayer(target: EventTarget | null): boolean {
  return element(target)?.closest(KEY_OWNING_LAYERS) != null
}
