export type MutationStatus = "idle" | "pending" | "success" | "error";

export type MutateOptions<TData, TError, TVariables, TContext> = {
  onSuccess?: (data: TData, variables: TVariables, context: TContext | undefined) => unknown;
  onError?: (error: TError, variables: TVariables, context: TContext | undefined) => unknown;
  onSettled?: (data: TData | undefined, error: TError | null, variables: TVariables, context: TContext | undefined) => unknown;
};

export type MutationOptions<TData, TError, TVariables, TContext> = MutateOptions<TData, TError, TVariables, TContext> & {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** runs first; what it returns is the context the other callbacks get (an optimistic update's undo) */
  onMutate?: (variables: TVariables) => TContext | Promise<TContext>;
  /** writes are never retried here; accepted so options read as they did */
  retry?: false;
};

type MutationState<TData, TError, TVariables> = { variables: TVariables | undefined } &
  (
    | { status: "idle"; data: undefined; error: null; isIdle: true; isPending: false; isSuccess: false; isError: false }
    | { status: "pending"; data: undefined; error: null; isIdle: false; isPending: true; isSuccess: false; isError: false; variables: TVariables }
    | { status: "success"; data: TData; error: null; isIdle: false; isPending: false; isSuccess: true; isError: false; variables: TVariables }
    | { status: "error"; data: undefined; error: TError; isIdle: false; isPending: false; isSuccess: false; isError: true; variables: TVariables }
  );

export type UseMutationResult<TData = unknown, TError = Error, TVariables = void, TContext = unknown> = MutationState<TData, TError, TVariables> & {
  /** runs the mutation; a failure shows in `error` and the callbacks, never as a rejection */
  mutate: (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => void;
  mutateAsync: (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => Promise<TData>;
  reset: () => void;
};

const noop = () => {};

/** A call's own callback: if it throws, that is its own error (reported unhandled), not the mutation's. */
function alone(callback: () => unknown) {
  try {
    callback();
  } catch (error) {
    void Promise.reject(error);
  }
}

type Snapshot<TData, TError, TVariables> = { status: MutationStatus; data?: TData; error?: TError; variables?: TVariables };

/**
 * One useMutation. The hook's own callbacks run for every call, awaited, before the state settles; a
 * call's own callbacks run only for the latest call, and only while the component is still mounted.
 */
export class MutationObserver<TData, TError, TVariables, TContext> {
  #options: MutationOptions<TData, TError, TVariables, TContext>;
  readonly #listeners = new Set<() => void>();
  #latest = 0;
  #result: UseMutationResult<TData, TError, TVariables, TContext>;

  constructor(options: MutationOptions<TData, TError, TVariables, TContext>) {
    this.#options = options;
    this.#result = this.#with({ status: "idle" });
  }

  setOptions(options: MutationOptions<TData, TError, TVariables, TContext>) {
    this.#options = options;
  }

  getCurrentResult = () => this.#result;

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  mutate = (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
    this.mutateAsync(variables, options).catch(noop);
  };

  reset = () => {
    this.#latest++;
    this.#set({ status: "idle" });
  };

  mutateAsync = async (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TContext>): Promise<TData> => {
    const call = ++this.#latest;
    const options = this.#options;
    const isLatest = () => call === this.#latest;
    this.#set({ status: "pending", variables });
    let context: TContext | undefined;
    let data: TData;
    try {
      context = await options.onMutate?.(variables);
      data = await options.mutationFn(variables);
      await options.onSuccess?.(data, variables, context);
      await options.onSettled?.(data, null, variables, context);
    } catch (caught) {
      const error = caught as TError;
      try {
        await options.onError?.(error, variables, context);
        await options.onSettled?.(undefined, error, variables, context);
      } finally {
        if (isLatest()) {
          this.#set({ status: "error", error, variables });
          if (this.#listeners.size > 0) {
            alone(() => callOptions?.onError?.(error, variables, context));
            alone(() => callOptions?.onSettled?.(undefined, error, variables, context));
          }
        }
      }
      throw error;
    }
    if (isLatest()) {
      this.#set({ status: "success", data, variables });
      if (this.#listeners.size > 0) {
        alone(() => callOptions?.onSuccess?.(data, variables, context));
        alone(() => callOptions?.onSettled?.(data, null, variables, context));
      }
    }
    return data;
  };

  #set(state: Snapshot<TData, TError, TVariables>) {
    this.#result = this.#with(state);
    for (const listener of this.#listeners) listener();
  }

  #with({ status, data, error, variables }: Snapshot<TData, TError, TVariables>) {
    return {
      status,
      data,
      error: error ?? null,
      variables,
      isIdle: status === "idle",
      isPending: status === "pending",
      isSuccess: status === "success",
      isError: status === "error",
      mutate: this.mutate,
      mutateAsync: this.mutateAsync,
      reset: this.reset,
    } as UseMutationResult<TData, TError, TVariables, TContext>;
  }
}
