// ViewRuntime: placeholder until its issue lands.
