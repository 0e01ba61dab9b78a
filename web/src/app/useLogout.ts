import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { LogoutDocument } from '@/gql/graphql';

/** Ends the academy session, drops every cached answer and returns to /login. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutDocument);
  return async () => {
    try {
      await logout();
    } finally {
      await client.resetStore().catch(() => undefined);
      navigate('/login', { replace: true });
    }
  };
}
