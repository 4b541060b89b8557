// AnimationEngine: placeholder until its issue lands.
