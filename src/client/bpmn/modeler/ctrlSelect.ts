/**
 * Ctrl (or ⌘) + click adds an element to the selection or removes it, as the designer's align warning tells the
 * user (请按住 Ctrl 键选择多个元素对齐). diagram-js 15 only does this with Shift, and starts the hand tool on
 * Ctrl + mousedown; on elements we take that gesture for selecting (Ctrl + drag on the background still pans).
 */
const PRIORITY = 2000;

function CtrlSelect(eventBus: any, selection: any, canvas: any) {
  const ctrlOnElement = (event: any): boolean => {
    const original = event.originalEvent as MouseEvent | undefined;
    return Boolean(original && original.button === 0 && (original.ctrlKey || original.metaKey) && event.element && event.element !== canvas.getRootElement());
  };
  eventBus.on('element.mousedown', PRIORITY, (event: any) => {
    if (!ctrlOnElement(event)) return;
    if (selection.isSelected(event.element)) selection.deselect(event.element);
    else selection.select(event.element, true);
    return false;
  });
  // the click that follows must not toggle the selection a second time
  eventBus.on('element.click', PRIORITY, (event: any) => (ctrlOnElement(event) ? false : undefined));
}
CtrlSelect.$inject = ['eventBus', 'selection', 'canvas'];

export const ctrlSelectModule = { __init__: ['ctrlSelect'], ctrlSelect: ['type', CtrlSelect] };
