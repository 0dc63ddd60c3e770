// Last resort for a page that throws while rendering or loading: the error page (docs/product.md#session-pages).
import { Center, Paper } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';

export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    // Kept in the console so a reported crash can be traced; the user only sees the error page.
    console.error(error);
  }, [error]);
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={440} w="100%">
        <ErrorPage />
      </Paper>
    </Center>
  );
}
