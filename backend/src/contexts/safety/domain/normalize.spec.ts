import { normalizeText, skeleton } from './normalize';

const words = (text: string) => normalizeText(text).words;

describe('normalizeText', () => {
  it.each([
    ['T e l e g r a m', 'telegram'],
    ['t.e.l.e.g.r.a.m', 'telegram'],
    ['t-e-l-e-g-r-a-m', 'telegram'],
    ['W h a t s A p p', 'whatsapp'],
    ['wh@tsapp', 'whatsapp'],
    ['t3l3gram', 'telegram'],
    ['te1egram', 'telegram'],
    ['TeIegram', 'telegram'],
    ['$ignal', 'signal'],
    ['f33', 'fee'],
    ['f€€', 'fee'],
    ['G(ash', 'gcash'],
    ['0 r i e n t a t i o n', 'orientation'],
    ['\u0422\u0435l\u0435gr\u0430m', 'telegram'],
    ['Wh\u0430tsApp', 'whatsapp'],
    ['tele\u200bgram', 'telegram'],
    ['te\u00adle\u2060gram', 'telegram'],
    ['Ｔｅｌｅｇｒａｍ', 'telegram'],
    ['𝐓𝐞𝐥𝐞𝐠𝐫𝐚𝐦', 'telegram'],
    ['Télégram', 'telegram'],
    ['TΕLΕGRΑΜ', 'telegram'],
  ])('reads %p as %p', (disguised, plain) => {
    expect(words(disguised)).toBe(skeleton(plain));
  });

  it('keeps standalone numbers, amounts and phone numbers as digits', () => {
    expect(words('pay $25 or ₱1,500 to 0917-123-4567 or +63 917 123 4567, p500 500php 24/7 3rd')).toBe(
      skeleton('pay $25 or ₱1,500 to 0917-123-4567 or +63 917 123 4567, p500 500php 24/7 3rd'),
    );
    expect(normalizeText('Call 0917 123 4567').folded).toBe('call 0917 123 4567');
  });

  it('keeps two words spaced apart by two spaces as two words', () => {
    expect(words('r e g i s t r a t i o n  f e e')).toBe(skeleton('registration fee'));
  });

  it('does not join ordinary short words', () => {
    expect(words('I am a VA with 5 years of experience')).toBe(skeleton('i am a va with 5 years of experience'));
  });

  it('keeps sentence punctuation', () => {
    expect(words('Apply now! Contact us here.')).toBe(skeleton('apply now! contact us here.'));
  });

  it('keeps other scripts and digits in the raw view, maps look-alikes only in the folded one', () => {
    const views = normalizeText('p\u0430ypal.com ₱500');
    expect(views.raw).toBe('p\u0430ypal.com ₱500');
    expect(views.folded).toBe('paypal.com ₱500');
    expect(views.literal).toBe('p\u0430ypal.com ₱500');
  });

  it('stays linear on long and hostile input', () => {
    const hostile = ['a '.repeat(20_000), 'a.'.repeat(20_000), '1'.repeat(40_000), '@$!|'.repeat(10_000), 'x'.repeat(40_000)];
    for (const text of hostile) {
      const started = performance.now();
      normalizeText(text);
      expect(performance.now() - started).toBeLessThan(500);
    }
  });
});
