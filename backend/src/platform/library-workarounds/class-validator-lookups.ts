import { getMetadataStorage, useContainer } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type Rules = ReturnType<MetadataStorage['getTargetValidationMetadatas']>;
type RulesByProperty = ReturnType<MetadataStorage['groupByPropertyName']>;

const REMEMBERING = Symbol('remembers validation rules');

/**
 * Makes class-validator's two lookups per validated value constant-time: a DTO's rules
 * (rememberValidationRules) and the instance of each rule's constraint class (constraintInstances).
 */
export function speedUpValidationLookups(): void {
  rememberValidationRules();
  useContainer(constraintInstances, { fallback: true, fallbackOnErrors: true });
}

const instances = new Map<new () => unknown, unknown>();

/**
 * class-validator's default container, keyed: it makes one instance of a class the first time it
 * is asked and hands it out after, but finds it by a search of a list with one class per decorator
 * used in the app (every built-in rule defines a constraint class of its own), on every rule of
 * every validated value. Constraint classes are stateless; one instance each, as before.
 */
export const constraintInstances = {
  get<T>(someClass: new () => T): T {
    let instance = instances.get(someClass) as T | undefined;
    if (instance === undefined) instances.set(someClass, (instance = new someClass()));
    return instance;
  },
};

/**
 * Makes class-validator look up each DTO's rules once instead of on every validation. Its storage
 * finds a class's rules by walking every decorated class of the app (an `instanceof` each, for
 * inherited rules) and then groups them by property, per request and per nested object: about 40
 * µs a signed-in search on this API (docs/performance.md, "Throughput per layer"). The rules change
 * only when a decorator registers one (at class definition), so any new rule forgets all remembered
 * lookups. A lookup with groups (the API validates without), or for anything but a class, is not
 * remembered. The remembered lists are frozen: class-validator only reads them, and a change would
 * otherwise leak into every later validation.
 */
export function rememberValidationRules(storage: MetadataStorage = getMetadataStorage()): void {
  const target = storage as MetadataStorage & { [REMEMBERING]?: true };
  if (target[REMEMBERING]) return;
  target[REMEMBERING] = true;
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const addRule = storage.addValidationMetadata.bind(storage);
  let rules = new WeakMap<object, Map<string, Rules>>();
  let grouped = new WeakMap<Rules, RulesByProperty>();

  storage.addValidationMetadata = (metadata) => {
    rules = new WeakMap();
    grouped = new WeakMap();
    addRule(metadata);
  };
  storage.getTargetValidationMetadatas = (targetConstructor, targetSchema, always, strictGroups, groups) => {
    // A class, never a request's value: a body's own `constructor` key would otherwise grow the map.
    if (groups?.length || typeof targetConstructor !== 'function')
      return lookUp(targetConstructor, targetSchema, always, strictGroups, groups);
    const options = `${targetSchema}|${always}|${strictGroups}`;
    let byOptions = rules.get(targetConstructor);
    if (!byOptions) rules.set(targetConstructor, (byOptions = new Map()));
    let found = byOptions.get(options);
    if (!found)
      byOptions.set(options, (found = Object.freeze(lookUp(targetConstructor, targetSchema, always, strictGroups, groups)) as Rules));
    return found;
  };
  storage.groupByPropertyName = (metadata) => {
    if (!Object.isFrozen(metadata)) return group(metadata);
    let byProperty = grouped.get(metadata);
    if (!byProperty) {
      byProperty = group(metadata);
      for (const list of Object.values(byProperty)) Object.freeze(list);
      grouped.set(metadata, Object.freeze(byProperty));
    }
    return byProperty;
  };
}
