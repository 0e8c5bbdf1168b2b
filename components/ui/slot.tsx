import { cloneElement, isValidElement, useCallback, type HTMLAttributes, type ReactNode, type Ref } from "react";

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };
type ChildProps = Record<string, unknown> & { ref?: Ref<HTMLElement> };

/**
 * What Button and Badge render with `asChild`: their one child element, given their props. Our own
 * instead of @radix-ui/react-slot, which Button put on every screen's first load (issue #34); it merges
 * as Radix's does: the child's props win, except that both event handlers run (the child's first),
 * class names are joined, styles and aria-describedby ids are merged, and both refs receive the node.
 * Unlike Radix's: a prop the child sets to undefined takes the slot's value, and a lazy child or a
 * Fragment is not supported (every asChild here wraps one element: a Link or an anchor).
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child = isValidElement<ChildProps>(children) ? children : null;
  const { ref: childRef, ...childProps } = child?.props ?? {};
  // as React 19 calls a callback ref: a cleanup it returns runs on detach instead of a call with null
  const bothRefs = useCallback(
    (node: HTMLElement | null) => {
      const refs = [ref, childRef];
      const cleanups = refs.map((each) => assignRef(each, node));
      if (!cleanups.some((cleanup) => typeof cleanup === "function")) return;
      return () => cleanups.forEach((cleanup, i) => (typeof cleanup === "function" ? cleanup() : assignRef(refs[i], null)));
    },
    [ref, childRef],
  );
  if (children == null || children === false) return null; // nothing to render, as Radix's
  if (!child) throw new Error("Slot: asChild needs exactly one element as its child");
  const props: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps) as [string, unknown][]) {
    const childValue = childProps[name];
    if (slotValue === undefined) continue;
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue !== "function") continue;
      props[name] =
        typeof childValue === "function"
          ? (...args: unknown[]) => {
              const result = childValue(...args);
              slotValue(...args);
              return result;
            }
          : slotValue;
    } else if (childValue === undefined) props[name] = slotValue; // a prop the child leaves unset (even explicitly) is the slot's
    else if (name === "className") props[name] = [slotValue, childValue].filter(Boolean).join(" ");
    else if (name === "style") props[name] = { ...(slotValue as object), ...(childValue as object) };
    else if (name === "aria-describedby") props[name] = [...new Set(`${String(childValue)} ${String(slotValue)}`.split(/\s+/).filter(Boolean))].join(" ");
  }
  // no ref at all unless one was given: a server component's Button may wrap a client one (a Link), which takes no function from it
  if (!ref && !childRef) return cloneElement(child, props);
  // eslint-disable-next-line react-hooks/refs -- handing the refs to the element is the point: nothing reads them during render
  return cloneElement(child, { ...props, ref: ref && childRef ? bothRefs : (ref ?? childRef) });
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void | (() => void) {
  if (typeof ref === "function") return ref(node);
  if (ref) ref.current = node;
}
