// Which authenticator apps can follow the realm's OTP policy, as Keycloak's OTPApplicationProviders decide:
// FreeOTP takes any policy, Google Authenticator and Microsoft Authenticator only the common six-digit SHA1 one.

interface OtpPolicy {
  otpPolicyType?: string;
  otpPolicyAlgorithm?: string;
  otpPolicyDigits?: number;
  otpPolicyPeriod?: number;
}

export function otpSupportedApplications(policy: OtpPolicy): string[] {
  const common = policy.otpPolicyDigits === 6 && policy.otpPolicyAlgorithm === "HmacSHA1";
  const totp30 = policy.otpPolicyType === "totp" && policy.otpPolicyPeriod === 30;
  return [
    "totpAppFreeOTPName",
    ...(common && (totp30 || policy.otpPolicyType === "hotp") ? ["totpAppGoogleName"] : []),
    ...(common && totp30 ? ["totpAppMicrosoftAuthenticatorName"] : []),
  ];
}
