// SceneLanguage: placeholder until its issue lands.
