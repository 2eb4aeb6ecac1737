import { IsInt, IsOptional, IsString, MaxLength, getMetadataStorage, validate } from 'class-validator';
import { constraintInstances, speedUpValidationLookups } from './class-validator-lookups';

class Named {
  @IsString()
  @MaxLength(5)
  name!: string;
}

class Counted extends Named {
  @IsOptional()
  @IsInt()
  count?: number;
}

const fieldsWithErrors = async (value: object) =>
  (await validate(value, { whitelist: true, forbidNonWhitelisted: true })).map((e) => e.property).sort();

describe('class-validator lookups, remembered (speedUpValidationLookups)', () => {
  beforeAll(() => speedUpValidationLookups());

  it('validates as before: own rules, inherited rules, unknown fields', async () => {
    expect(await fieldsWithErrors(Object.assign(new Counted(), { name: 'Ann', count: 2 }))).toEqual([]);
    expect(await fieldsWithErrors(Object.assign(new Counted(), { name: 'Annabelle', count: 2.5 }))).toEqual(['count', 'name']);
    expect(await fieldsWithErrors(Object.assign(new Named(), { name: 'Ann', extra: 1 }))).toEqual(['extra']);
  });

  it("looks a class's rules up once, and hands out the same frozen list after", () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Counted, '', false, false);
    expect(storage.getTargetValidationMetadatas(Counted, '', false, false)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.map((rule) => rule.propertyName)).toEqual(expect.arrayContaining(['name', 'count']));
    const grouped = storage.groupByPropertyName(first);
    expect(storage.groupByPropertyName(first)).toBe(grouped);
    expect(Object.isFrozen(grouped.name)).toBe(true);
  });

  it('forgets what it remembered when a rule is added, so a class defined later is validated by its rules', async () => {
    const storage = getMetadataStorage();
    const before = storage.getTargetValidationMetadatas(Counted, '', false, false);
    class Later extends Counted {
      @IsString()
      note!: string;
    }
    expect(storage.getTargetValidationMetadatas(Counted, '', false, false)).not.toBe(before);
    expect(await fieldsWithErrors(Object.assign(new Later(), { name: 'Ann', note: 3 }))).toEqual(['note']);
  });

  it("does not remember a lookup for a value whose constructor is not a class (a body's own `constructor` key)", async () => {
    const storage = getMetadataStorage();
    expect(() => storage.getTargetValidationMetadatas('not a class' as unknown as typeof Counted, '', false, false)).not.toThrow();
    const errors = await validate({ constructor: 'not a class', name: 'Ann' } as object, { forbidUnknownValues: true });
    expect(errors.map((e) => e.constraints)).toEqual([{ unknownValue: expect.any(String) }]);
  });

  it('makes one instance of each constraint class and hands it out after', () => {
    class Constraint {}
    const instance = constraintInstances.get(Constraint);
    expect(instance).toBeInstanceOf(Constraint);
    expect(constraintInstances.get(Constraint)).toBe(instance);
  });
});
