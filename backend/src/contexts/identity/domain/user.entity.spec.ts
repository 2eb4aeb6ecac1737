import { AdminRoleIsFixed, UsernameAlreadySet, UsernameChangeTooSoon, UsernameNotSet, UsernameUnchanged } from './identity-errors';
import { User } from './user.entity';
import { Username } from './username';

const newUser = () => new User({ email: ' Ada@Example.COM ', passwordHash: 'hash', firstName: ' Ada ', lastName: 'Lovelace' });
const DAY = 24 * 60 * 60 * 1000;

describe('User', () => {
  it('starts as an unverified freelancer without username or trust score, email lowercased', () => {
    const user = newUser();
    expect(user).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      role: 'freelancer',
      isVerified: false,
      trustScore: null,
      username: null,
    });
  });

  it('sets up a username once without starting the weekly limit', () => {
    const user = newUser();
    user.setUpUsername(Username.parse('ada'));
    expect(user.username).toBe('ada');
    expect(user.usernameLastChanged).toBeNull();
    expect(() => user.setUpUsername(Username.parse('other'))).toThrow(UsernameAlreadySet);
  });

  it('changes the username at most once every seven days, by the clock it is given', () => {
    const user = newUser();
    expect(() => user.changeUsername(Username.parse('ada'), new Date())).toThrow(UsernameNotSet);
    user.setUpUsername(Username.parse('ada'));

    const monday = new Date('2026-03-02T09:00:00Z');
    user.changeUsername(Username.parse('ada_l'), monday);
    expect(user.usernameLastChanged).toEqual(monday);

    const sixDaysLater = new Date(monday.getTime() + 6 * DAY);
    expect(() => user.changeUsername(Username.parse('ada_2'), sixDaysLater)).toThrow(UsernameChangeTooSoon);
    try {
      user.changeUsername(Username.parse('ada_2'), sixDaysLater);
    } catch (error) {
      expect((error as InstanceType<typeof UsernameChangeTooSoon>).details).toEqual({ nextAllowedAt: '2026-03-09T09:00:00.000Z' });
    }

    user.changeUsername(Username.parse('ada_2'), new Date(monday.getTime() + 7 * DAY));
    expect(user.username).toBe('ada_2');
  });

  it('refuses a change to the same name', () => {
    const user = newUser();
    user.setUpUsername(Username.parse('ada'));
    expect(() => user.changeUsername(Username.parse('ada'), new Date())).toThrow(UsernameUnchanged);
  });

  it('switches between client and freelancer, but never away from admin', () => {
    const user = newUser();
    user.switchRole('client');
    expect(user.role).toBe('client');
    user.grantAdmin();
    expect(() => user.switchRole('freelancer')).toThrow(AdminRoleIsFixed);
    expect(user.role).toBe('admin');
  });
});
