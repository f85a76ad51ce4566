/** The most common leaked passwords (6+ characters), refused everywhere (DECISIONS.md). */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', 'password', '12345678', 'qwerty', '123456789', '1234567', '111111', '1234567890',
  '123123', 'abc123', 'password1', 'iloveyou', '000000', 'qwerty123', '1q2w3e4r', 'admin123',
  'letmein', 'welcome', 'monkey', 'dragon', 'football', 'baseball', 'sunshine', 'princess',
  '654321', '666666', '888888', '121212', 'qwertyuiop', '123321', 'passw0rd', 'master',
  'superman', 'trustno1', 'michael', 'shadow', 'starwars', 'whatever', 'freedom', '987654321',
  'asdfgh', 'zxcvbnm', '1qaz2wsx', 'qazwsx', '11111111', '12341234', '00000000', 'password123',
  '123qwe', 'aa123456', 'abcd1234', 'secret', 'hello123', 'charlie', 'donald', 'loveme', 'access',
  'ashley', 'jessica', 'mustang', 'batman', 'killer', 'flower', 'changeme', 'qwe123', 'azerty',
  'welcome1', 'admin1234', 'iloveyou1', 'pokemon', 'computer', 'internet', 'q1w2e3r4', '555555',
  '777777', '999999', '1234qwer', 'zaq12wsx', 'p@ssw0rd', 'passpass', 'test123', 'letmein1',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
