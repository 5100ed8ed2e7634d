// One of something per owner, made on first use: an app's queue or grouped reader keyed by its
// services, since tests build several apps in one process and each must keep its own.
export function perOwner<O extends object, T>(make: (owner: O) => T): (owner: O) => T {
  const made = new WeakMap<O, T>();
  return (owner) => {
    let value = made.get(owner);
    if (value === undefined) made.set(owner, (value = make(owner)));
    return value;
  };
}
