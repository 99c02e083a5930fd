/**
 * What Radix primitives ask of the browser and jsdom lacks: pointer capture and scrolling
 * (Select), ResizeObserver (Checkbox). Call in beforeAll of tests that open them.
 */
export function fillJsdomGaps(): void {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
