// Sign-in route placeholder until the admin contract lands.
import { SignInScreen } from '@kino/ui/admin/screens/sign-in-screen';

export default function SignIn() {
  return <SignInScreen onSubmit={() => {}} />;
}
